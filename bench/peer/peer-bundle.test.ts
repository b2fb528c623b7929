// Which files count as a peer page's initial JS.
import { describe, expect, it } from 'vitest';
import { initialFiles } from './peer-bundle';

const manifest = {
  pages: {
    '/_app': ['static/chunks/webpack.js', 'static/chunks/main.js', 'static/chunks/pages/_app.js'],
    '/': ['static/chunks/webpack.js', 'static/chunks/main.js', 'static/chunks/pages/index.js'],
    '/explore': ['static/chunks/main.js', 'static/css/a.css', 'static/chunks/pages/explore.js'],
  },
};

describe('initialFiles', () => {
  it("is _app's scripts and the page's, each once, no stylesheets", () => {
    expect(initialFiles(manifest, '/explore')).toEqual([
      'static/chunks/webpack.js',
      'static/chunks/main.js',
      'static/chunks/pages/_app.js',
      'static/chunks/pages/explore.js',
    ]);
  });

  it('refuses a page the build does not have', () => {
    expect(() => initialFiles(manifest, '/create')).toThrow('no page /create');
  });
});
