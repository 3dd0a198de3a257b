import { useState } from 'react';
import type { AdminCategory } from '@kirana/shared';
import { Button, Dialog, Field, FormError, TextField } from '../../../components';
import { catalogueApi, formErrors } from '../api';
import { ImagePicker } from '../images/image-picker';
import { CategorySelect } from './category-select';
import styles from '../catalogue.module.css';

/** Adds a category (no `category`) or edits one: name, slug, parent, picture, return window. */
export function CategoryForm({
  category,
  onClose,
}: {
  category?: AdminCategory;
  onClose: () => void;
}) {
  const [name, setName] = useState(category?.Name ?? '');
  const [slug, setSlug] = useState(category?.Slug ?? '');
  const [parentId, setParentId] = useState<number | null>(category?.ParentId ?? null);
  const [description, setDescription] = useState(category?.Description ?? '');
  const [days, setDays] = useState(String(category?.ReturnWindowDays ?? 7));
  const [isActive, setIsActive] = useState(category?.IsActive ?? true);
  const [create, creating] = catalogueApi.useCreateCategoryMutation();
  const [update, updating] = catalogueApi.useUpdateCategoryMutation();
  const [upload, uploading] = catalogueApi.useUploadCategoryImageMutation();
  const [dropImage, dropping] = catalogueApi.useDeleteCategoryImageMutation();
  const state = category ? updating : creating;
  // the picture changes on its own call: show the one the list now has
  const live = catalogueApi
    .useCategoriesQuery()
    .data?.Categories.find((c) => c.Id === category?.Id);
  const errors = formErrors(state.error);

  const save = async () => {
    const body = {
      Name: name,
      ...(slug ? { Slug: slug } : {}),
      ParentId: parentId,
      Description: description,
      ReturnWindowDays: Number(days),
      IsActive: isActive,
    };
    const res = category ? await update({ id: category.Id, body }) : await create(body);
    if ('data' in res) onClose();
  };

  return (
    <Dialog
      open
      title={category ? `Edit ${category.Name}` : 'Add a category'}
      onClose={onClose}
      actions={
        <Button busy={state.isLoading} onClick={save}>
          Save
        </Button>
      }
    >
      <TextField label="Name" error={errors.Name} value={name} onChange={setName} />
      <TextField
        label="Slug (web address)"
        error={errors.Slug}
        hint="Made from the name when left empty"
        value={slug}
        onChange={setSlug}
      />
      <Field label="Sits under" error={errors.ParentId}>
        {(p) => (
          <CategorySelect
            {...p}
            value={parentId}
            onChange={setParentId}
            emptyLabel="Nothing: a top category"
            exclude={category?.Id}
          />
        )}
      </Field>
      <TextField
        label="Description"
        error={errors.Description}
        rows={3}
        value={description}
        onChange={setDescription}
      />
      <TextField
        label="Return window (days after delivery)"
        error={errors.ReturnWindowDays}
        hint="0: its products cannot be returned"
        inputMode="numeric"
        value={days}
        onChange={setDays}
      />
      <label className={styles.checks}>
        <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
        Shown to shoppers (hiding it hides everything under it)
      </label>
      {category && (
        <ImagePicker
          label="Picture"
          mediaId={live?.ImageId ?? null}
          busy={uploading.isLoading || dropping.isLoading}
          error={uploading.error ?? dropping.error}
          onPick={(file) => upload({ id: category.Id, file })}
          onRemove={() => dropImage(category.Id)}
        />
      )}
      <FormError error={state.error} fields={errors} />
    </Dialog>
  );
}
