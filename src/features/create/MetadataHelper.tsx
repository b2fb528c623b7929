import { useEffect, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { imageUrlProblem, metadataDocumentText, metadataFileName } from './metadataDocument';

export interface MetadataHelperProps {
  /** The basket's name and symbol as typed in the form above. */
  name: string;
  symbol: string;
}

/**
 * Makes the JSON document the metadata URI should point to, for the user to download and host
 * wherever they like (nothing is uploaded from here).
 */
export function MetadataHelper({ name, symbol }: MetadataHelperProps) {
  const previewId = useId();
  const [description, setDescription] = useState('');
  const [image, setImage] = useState('');
  const [href, setHref] = useState<string | null>(null);
  const imageError = imageUrlProblem(image) ?? undefined;
  const text = metadataDocumentText({ name, symbol, description, image });

  // A fresh object URL per document; the old one is released.
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [text]);

  return (
    <details className="metadata-helper">
      <summary>Make the metadata file for the URI</summary>
      <p>
        Wallets and explorers read a small JSON file to show your basket token’s name, symbol,
        description and image. Fill in the two fields below, download the file, put it on any web
        host you control, and paste its address into “Metadata URI”. You can also leave the URI
        empty now and set it later under “Update token metadata”.
      </p>
      <Field label="Description" help="One or two sentences about the basket (optional).">
        {(control) => (
          <textarea
            {...control}
            className="ui-input"
            rows={2}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Image address"
        help="A full https:// address of a square image (optional)."
        error={imageError}
      >
        {(control) => (
          <input
            {...control}
            type="url"
            className="ui-input"
            value={image}
            onChange={(event) => setImage(event.target.value)}
            autoComplete="off"
          />
        )}
      </Field>
      <figure className="metadata-helper__figure">
        <figcaption className="ui-field__label" id={previewId}>
          The file
        </figcaption>
        {/* Focusable so keyboard users can scroll a long document. */}
        <pre
          className="metadata-helper__preview"
          role="region"
          aria-labelledby={previewId}
          tabIndex={0}
        >
          {text}
        </pre>
      </figure>
      {imageError || !href ? (
        <Button disabled>Download metadata file</Button>
      ) : (
        <a className="ui-button" href={href} download={metadataFileName(symbol)}>
          Download metadata file
        </a>
      )}
    </details>
  );
}
