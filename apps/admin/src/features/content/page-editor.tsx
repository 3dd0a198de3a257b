import { useState } from 'react';
import type { AdminPage } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import { Badge, blocks, Button, formatDateTime, formErrors, TextField } from '../../components';
import { contentApi } from './api';
import { RichTextEditor } from './rich-text-editor';
import styles from './content.module.css';

/** One information page: title, rich text, (about-us) on or off, and the sanitised preview. */
export function PageEditor({ page }: { page: AdminPage }) {
  const [title, setTitle] = useState(page.Title);
  const [html, setHtml] = useState(page.Content);
  const [save, saving] = contentApi.useSavePageMutation();
  const [preview, previewing] = contentApi.usePreviewPageMutation();
  const errors = formErrors(saving.error);
  const dirty = title !== page.Title || html !== page.Content;

  return (
    <div className={styles.page}>
      <section className={blocks.card}>
        <div className={styles.status}>
          <span>Last saved {formatDateTime(page.UpdatedAt)}</span>
          {page.Slug === 'about-us' ? (
            <>
              <Badge tone={page.IsEnabled ? 'good' : 'neutral'}>
                {page.IsEnabled ? 'Shown on the store' : 'Hidden from the store'}
              </Badge>
              <Button
                size="s"
                variant="secondary"
                busy={saving.isLoading}
                onClick={() => save({ slug: page.Slug, body: { IsEnabled: !page.IsEnabled } })}
              >
                {page.IsEnabled ? 'Hide the page' : 'Show the page'}
              </Button>
            </>
          ) : (
            <Badge tone="good">Always shown</Badge>
          )}
        </div>
        <TextField label="Title" error={errors.Title} value={title} onChange={setTitle} />
        <RichTextEditor label="Page text" initialHtml={page.Content} onChange={setHtml} />
        {errors.Content && (
          <p role="alert" className={styles.error}>
            {errors.Content}
          </p>
        )}
        {saving.isError && !errors.Title && !errors.Content && (
          <p role="alert" className={styles.error}>
            {errorMessage(saving.error)}
          </p>
        )}
        <div className={styles.buttons}>
          <Button
            busy={saving.isLoading}
            disabled={!dirty}
            onClick={() => save({ slug: page.Slug, body: { Title: title, Content: html } })}
          >
            Save
          </Button>
          <Button
            variant="secondary"
            busy={previewing.isLoading}
            onClick={() => preview({ Content: html })}
          >
            Preview as shoppers see it
          </Button>
        </div>
      </section>
      {(previewing.data || previewing.isError) && (
        <section className={blocks.card} aria-label="Preview">
          <h2 className={styles.previewTitle}>Preview (after the server’s clean-up)</h2>
          {previewing.isError ? (
            <p role="alert" className={styles.error}>
              {errorMessage(previewing.error)}
            </p>
          ) : (
            // sanitised by the server: only simple formatting and safe links remain
            <div
              className={styles.preview}
              dangerouslySetInnerHTML={{ __html: previewing.data!.Content }}
            />
          )}
        </section>
      )}
    </div>
  );
}
