import { useState } from 'react';
import type { StoredHomeBanner } from '@kirana/shared';
import { Button, Dialog, FormError, TextField } from '../../../components';
import { catalogueApi, formErrors } from '../api';
import { ImagePicker } from '../images/image-picker';
import styles from '../catalogue.module.css';

/** Adds or edits a banner: its picture (1200 × 400 looks best), words and where it leads. */
export function BannerForm({
  banner,
  onClose,
}: {
  banner?: StoredHomeBanner;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(banner?.Title ?? '');
  const [subtitle, setSubtitle] = useState(banner?.Subtitle ?? '');
  const [link, setLink] = useState(banner?.LinkUrl ?? '/');
  const [mediaId, setMediaId] = useState<string | null>(banner?.MediaId ?? null);
  const [isActive, setIsActive] = useState(banner?.IsActive ?? true);
  const [upload, uploading] = catalogueApi.useUploadMediaMutation();
  const [create, creating] = catalogueApi.useCreateBannerMutation();
  const [update, updating] = catalogueApi.useUpdateBannerMutation();
  const state = banner ? updating : creating;
  const errors = formErrors(state.error);

  const save = async () => {
    const body = {
      Title: title,
      Subtitle: subtitle,
      LinkUrl: link,
      MediaId: mediaId ?? '',
      IsActive: isActive,
    };
    const res = banner ? await update({ id: banner.BannerId, body }) : await create(body);
    if ('data' in res) onClose();
  };

  return (
    <Dialog
      open
      title={banner ? 'Edit the banner' : 'Add a banner'}
      onClose={onClose}
      actions={
        <Button busy={state.isLoading} disabled={uploading.isLoading} onClick={save}>
          Save
        </Button>
      }
    >
      <ImagePicker
        label="Picture (1200 × 400 looks best)"
        mediaId={mediaId}
        busy={uploading.isLoading}
        error={uploading.error}
        onPick={async (file) => {
          const res = await upload(file);
          if ('data' in res && res.data) setMediaId(res.data.MediaId);
        }}
      />
      {errors.MediaId && <p className={styles.error}>{errors.MediaId}</p>}
      <TextField label="Title" error={errors.Title} value={title} onChange={setTitle} />
      <TextField
        label="Line under it"
        error={errors.Subtitle}
        value={subtitle}
        onChange={setSubtitle}
      />
      <TextField
        label="Leads to"
        error={errors.LinkUrl}
        hint="A page of the shop, e.g. /category/tea-coffee"
        value={link}
        onChange={setLink}
      />
      <label className={styles.checks}>
        <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
        Shown on the home page
      </label>
      <FormError error={state.error} fields={errors} />
    </Dialog>
  );
}
