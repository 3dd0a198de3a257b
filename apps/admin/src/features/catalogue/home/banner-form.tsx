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
import { useT } from '../../../lib/i18n';
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
  const t = useT();
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
  const shownField = register('IsActive');
  const picture = useController({ control, name: 'MediaId' });

  return (
    <Dialog
      open
      title={banner ? t('catalogue.banners.edit') : t('catalogue.banners.add')}
      onClose={onClose}
      actions={
        <Button busy={state.isLoading} disabled={uploading.isLoading} onClick={submit}>
          {t('catalogue.save')}
        </Button>
      }
    >
      <ImagePicker
        label={t('catalogue.banners.picture')}
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
      <FormTextField control={control} name="Title" label={t('catalogue.field.title')} />
      <FormTextField control={control} name="Subtitle" label={t('catalogue.banners.subtitle')} />
      <FormTextField
        control={control}
        name="LinkUrl"
        label={t('catalogue.banners.link')}
        hint={t('catalogue.banners.link-hint')}
      />
      <label className={styles.checks}>
        <input type="checkbox" {...shownField} />

        {t('catalogue.banners.shown')}
      </label>
      <FormError error={state.error} fields={messagesOf(formState.errors)} />
    </Dialog>
  );
}
