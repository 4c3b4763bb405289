import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { consoleQueries } from '../api/queries';
import type { ImageAsset } from '../api/types';
import { formErrorOf } from '../model/field-errors';
import { consoleUrlOf } from '../model/sites';
import { useApi, usePageLocation } from './api-context';
import { FormError } from './form-fields';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';

/** The images of the site this address serves (owner media API, resolved by host): upload and list. */
export function MediaPage() {
  const api = useApi();
  const page = usePageLocation();
  const { site, servedHere } = useCurrentSite();
  const images = useQuery({ ...consoleQueries.images(api, site.websiteId), enabled: servedHere });
  if (!servedHere) {
    const url = consoleUrlOf(site, page);
    return (
      <>
        <h1>Images</h1>
        <p>Images are uploaded from {url ? <a href={url}>this site's own console</a> : "this site's own console"}.</p>
      </>
    );
  }
  return (
    <>
      <h1>Images</h1>
      <UploadForm />
      <QueryState query={images}>{(list) => <ImageList images={list} />}</QueryState>
    </>
  );
}

function UploadForm() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const fileRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const upload = useMutation({
    mutationFn: (file: File) => api.uploadImage(file, file.name, title),
    onSuccess: (asset) => {
      queryClient.setQueryData(consoleQueries.images(api, site.websiteId).queryKey, (list: ImageAsset[] | undefined) => [asset, ...(list ?? [])]);
      setTitle('');
      if (fileRef.current) fileRef.current.value = '';
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (file) upload.mutate(file);
  };
  return (
    <form className="form" onSubmit={submit} data-testid="image-upload">
      <label className="field">
        <span>Image (JPEG, PNG, WebP or GIF)</span>
        <input ref={fileRef} type="file" name="file" accept="image/jpeg,image/png,image/webp,image/gif" required data-testid="image-file" />
      </label>
      <label className="field">
        <span>Title (the alt text until you set one)</span>
        <input type="text" value={title} maxLength={500} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <FormError message={formErrorOf(upload.error, [])} />
      <button type="submit" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload'}
      </button>
    </form>
  );
}

function ImageList({ images }: { images: readonly ImageAsset[] }) {
  if (images.length === 0) return <p>No images yet.</p>;
  return (
    <ul className="image-list" data-testid="image-list">
      {images.map((image) => (
        <li key={image.id}>
          <img src={`${image.assetUrl}?format=300w`} alt={image.altText} width={150} height={150} loading="lazy" />
          <div>
            <strong>{image.filename}</strong> <span>{image.originalSize}</span>
            <br />
            <code>{image.assetUrl}</code>
          </div>
        </li>
      ))}
    </ul>
  );
}
