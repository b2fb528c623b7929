// Offers text as a file the browser downloads (a CSV of a table the page shows).

/** Saves `text` as `name` through a temporary link; the object URL is let go right after. */
export function downloadFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
