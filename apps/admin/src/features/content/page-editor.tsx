import { useController, useWatch } from 'react-hook-form';
import { PageUpdateBody, type AdminPage } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import {
  Badge,
  blocks,
  Button,
  FormError,
  FormTextField,
  formatDateTime,
  messagesOf,
  useRequestForm,
} from '../../components';
import { useT } from '../../lib/i18n';
import { contentApi } from './api';
import { RichTextEditor } from './rich-text-editor';
import styles from './content.module.css';

/** One information page: title, rich text, (about-us) on or off, and the sanitised preview. */
export function PageEditor({ page }: { page: AdminPage }) {
  const t = useT();
  const [save, saving] = contentApi.useSavePageMutation();
  const [preview, previewing] = contentApi.usePreviewPageMutation();
  const { form, submit } = useRequestForm({
    values: { Title: page.Title, Content: page.Content },
    schema: PageUpdateBody,
    bodyOf: (f: { Title: string; Content: string }) => f,
    send: (body) => save({ slug: page.Slug, body }),
    // the page list reloads and the editor remounts with what the server kept
    onSaved: () => undefined,
  });
  const { control, formState } = form;
  const content = useController({ control, name: 'Content' });
  const [title, html] = useWatch({ control, name: ['Title', 'Content'] });
  const dirty = title !== page.Title || html !== page.Content;
  const errors = messagesOf(formState.errors);

  return (
    <div className={styles.page}>
      <section className={blocks.card}>
        <div className={styles.status}>
          <span>{t('content.last-saved', { when: formatDateTime(page.UpdatedAt) })}</span>
          {page.Slug === 'about-us' ? (
            <>
              <Badge tone={page.IsEnabled ? 'good' : 'neutral'}>
                {page.IsEnabled ? t('content.shown') : t('content.hidden')}
              </Badge>
              <Button
                size="s"
                variant="secondary"
                busy={saving.isLoading}
                onClick={() => save({ slug: page.Slug, body: { IsEnabled: !page.IsEnabled } })}
              >
                {page.IsEnabled ? t('content.hide') : t('content.show')}
              </Button>
            </>
          ) : (
            <Badge tone="good">{t('content.always')}</Badge>
          )}
        </div>
        <FormTextField control={control} name="Title" label={t('content.field-title')} />
        <RichTextEditor
          label={t('content.text')}
          initialHtml={page.Content}
          onChange={content.field.onChange}
        />
        {errors.Content && (
          <p role="alert" className={styles.error}>
            {errors.Content}
          </p>
        )}
        <FormError error={saving.error} fields={errors} />
        <div className={styles.buttons}>
          <Button busy={saving.isLoading} disabled={!dirty} onClick={submit}>
            {t('content.save')}
          </Button>
          <Button
            variant="secondary"
            busy={previewing.isLoading}
            onClick={() => preview({ Content: html })}
          >
            {t('content.preview')}
          </Button>
        </div>
      </section>
      {(previewing.data || previewing.isError) && (
        <section className={blocks.card} aria-label={t('content.preview-label')}>
          <h2 className={styles.previewTitle}>{t('content.preview-title')}</h2>

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
