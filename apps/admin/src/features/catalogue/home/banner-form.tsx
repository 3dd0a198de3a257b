import { useController } from 'react-hook-form';
import { BannerCreateBody, BannerUpdateBody, type StoredHomeBanner } from '@kirana/shared';
import {
  Button,
  Dialog,
  FormError,
  FormTextField,
  messagesOf,
  useRequestForm,
} from '../../../components';
import { catalogueApi } from '../api';
import { ImagePicker } from '../images/image-picker';
import styles from '../catalogue.module.css';

/** A banner's fields as typed (the picture as the media id its upload answered). */
interface BannerFormState {
  Title: string;
  Subtitle: string;
  LinkUrl: string;
  MediaId: string | null;
  IsActive: boolean;
}

const bodyOf = (f: BannerFormState) => ({ ...f, MediaId: f.MediaId ?? '' });

/** Adds or edits a banner: its picture (1200 × 400 looks best), words and where it leads. */
export function BannerForm({
  banner,
  onClose,
}: {
  banner?: StoredHomeBanner;
  onClose: () => void;
}) {
  const [upload, uploading] = catalogueApi.useUploadMediaMutation();
  const [create, creating] = catalogueApi.useCreateBannerMutation();
  const [update, updating] = catalogueApi.useUpdateBannerMutation();
  const state = banner ? updating : creating;
  const { form, submit } = useRequestForm({
    values: {
      Title: banner?.Title ?? '',
      Subtitle: banner?.Subtitle ?? '',
      LinkUrl: banner?.LinkUrl ?? '/',
      MediaId: banner?.MediaId ?? null,
      IsActive: banner?.IsActive ?? true,
    },
    schema: banner ? BannerUpdateBody : BannerCreateBody,
    bodyOf,
    send: (body) => (banner ? update({ id: banner.BannerId, body }) : create(body)),
    onSaved: onClose,
  });
  const { control, register, formState } = form;
  const picture = useController({ control, name: 'MediaId' });

  return (
    <Dialog
      open
      title={banner ? 'Edit the banner' : 'Add a banner'}
      onClose={onClose}
      actions={
        <Button busy={state.isLoading} disabled={uploading.isLoading} onClick={submit}>
          Save
        </Button>
      }
    >
      <ImagePicker
        label="Picture (1200 × 400 looks best)"
        mediaId={picture.field.value}
        busy={uploading.isLoading}
        error={uploading.error}
        onPick={async (file) => {
          const res = await upload(file);
          if ('data' in res && res.data) picture.field.onChange(res.data.MediaId);
        }}
      />
      {picture.fieldState.error && (
        <p className={styles.error}>{picture.fieldState.error.message}</p>
      )}
      <FormTextField control={control} name="Title" label="Title" />
      <FormTextField control={control} name="Subtitle" label="Line under it" />
      <FormTextField
        control={control}
        name="LinkUrl"
        label="Leads to"
        hint="A page of the shop, e.g. /category/tea-coffee"
      />
      <label className={styles.checks}>
        <input type="checkbox" {...register('IsActive')} />
        Shown on the home page
      </label>
      <FormError error={state.error} fields={messagesOf(formState.errors)} />
    </Dialog>
  );
}
