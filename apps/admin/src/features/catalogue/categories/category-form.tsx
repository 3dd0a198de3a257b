import { CategoryCreateBody, CategoryUpdateBody, type AdminCategory } from '@kirana/shared';
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
import { CategoryField } from './category-select';
import styles from '../catalogue.module.css';

/** A category's fields as typed. */
interface CategoryFormState {
  Name: string;
  Slug: string;
  ParentId: number | null;
  Description: string;
  NameHi: string;
  DescriptionHi: string;
  ReturnWindowDays: string;
  IsActive: boolean;
}

const formOf = (c?: AdminCategory): CategoryFormState => ({
  Name: c?.Name ?? '',
  Slug: c?.Slug ?? '',
  ParentId: c?.ParentId ?? null,
  Description: c?.Description ?? '',
  NameHi: c?.NameHi ?? '',
  DescriptionHi: c?.DescriptionHi ?? '',
  ReturnWindowDays: String(c?.ReturnWindowDays ?? 7),
  IsActive: c?.IsActive ?? true,
});

/** The body the server is sent: the slug only when one is typed; a blank Hindi text is none. */
const bodyOf = ({ Slug, ReturnWindowDays, NameHi, DescriptionHi, ...f }: CategoryFormState) => ({
  ...f,
  ...(Slug ? { Slug } : {}),
  NameHi: NameHi.trim() || null,
  DescriptionHi: DescriptionHi.trim() || null,
  ReturnWindowDays: Number(ReturnWindowDays),
});

/** Adds a category (no `category`) or edits one: name, slug, parent, picture, return window. */
export function CategoryForm({
  category,
  onClose,
}: {
  category?: AdminCategory;
  onClose: () => void;
}) {
  const t = useT();
  const [create, creating] = catalogueApi.useCreateCategoryMutation();
  const [update, updating] = catalogueApi.useUpdateCategoryMutation();
  const state = category ? updating : creating;
  const { form, submit } = useRequestForm({
    values: formOf(category),
    schema: category ? CategoryUpdateBody : CategoryCreateBody,
    bodyOf,
    send: (body) => (category ? update({ id: category.Id, body }) : create(body)),
    onSaved: onClose,
  });
  const { control, register, formState } = form;
  const shownField = register('IsActive');

  return (
    <Dialog
      open
      title={
        category
          ? t('catalogue.category.edit', { name: category.Name })
          : t('catalogue.category.add')
      }
      onClose={onClose}
      actions={
        <Button busy={state.isLoading} onClick={submit}>
          {t('catalogue.save')}
        </Button>
      }
    >
      <FormTextField control={control} name="Name" label={t('catalogue.field.name')} />
      <FormTextField
        control={control}
        name="NameHi"
        label={t('catalogue.field.name-hi')}
        hint={t('catalogue.field.name-hi-hint')}
        lang="hi"
      />
      <FormTextField
        control={control}
        name="Slug"
        label={t('catalogue.field.slug')}
        hint={t('catalogue.field.slug-hint')}
      />
      <CategoryField
        control={control}
        name="ParentId"
        label={t('catalogue.category.parent')}
        emptyLabel={t('catalogue.category.parent-none')}
        exclude={category?.Id}
      />
      <FormTextField
        control={control}
        name="Description"
        label={t('catalogue.field.description')}
        rows={3}
      />
      <FormTextField
        control={control}
        name="DescriptionHi"
        label={t('catalogue.field.description-hi')}
        rows={3}
        lang="hi"
      />
      <FormTextField
        control={control}
        name="ReturnWindowDays"
        label={t('catalogue.category.return-window')}
        hint={t('catalogue.category.return-window-hint')}
        inputMode="numeric"
      />
      <label className={styles.checks}>
        <input type="checkbox" {...shownField} />

        {t('catalogue.category.shown')}
      </label>
      {category && <CategoryPicture category={category} />}
      <FormError error={state.error} fields={messagesOf(formState.errors)} />
    </Dialog>
  );
}

/** A category's picture: it changes on its own call, so it shows the one the list now has. */
function CategoryPicture({ category }: { category: AdminCategory }) {
  const t = useT();
  const [upload, uploading] = catalogueApi.useUploadCategoryImageMutation();
  const [dropImage, dropping] = catalogueApi.useDeleteCategoryImageMutation();
  const live = catalogueApi.useCategoriesQuery().data?.Categories.find((c) => c.Id === category.Id);
  return (
    <ImagePicker
      label={t('catalogue.category.picture')}

      mediaId={live?.ImageId ?? null}
      busy={uploading.isLoading || dropping.isLoading}
      error={uploading.error ?? dropping.error}
      onPick={(file) => upload({ id: category.Id, file })}
      onRemove={() => dropImage(category.Id)}
    />
  );
}
