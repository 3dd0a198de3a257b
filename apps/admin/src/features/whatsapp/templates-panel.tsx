import type { WhatsAppTemplate } from '@kirana/shared';
import { blocks, EmptyState, QueryState } from '../../components';
import { CopyButton } from './copy-button';
import { useT } from '../../lib/i18n';
import { whatsappApi } from './api';
import styles from './whatsapp.module.css';

function TemplateCard({ template }: { template: WhatsAppTemplate }) {
  const t = useT();
  // each template is registered once per language under one name: the label tells them apart
  const label = `${template.Name} (${template.Language})`;
  return (
    <section className={blocks.card} aria-label={label}>
      <div className={styles.head}>
        <h3 className={styles.name}>{template.Name}</h3>
        <span className={styles.meta}>
          {template.Language} · {template.Category}
        </span>
      </div>
      <pre className={styles.text}>{template.Text}</pre>
      <div className={styles.actions}>
        <CopyButton text={template.Text} label={t('whatsapp.copy-label', { label })} />
      </div>
      {template.Parameters.length > 0 ? (
        <dl className={styles.params}>
          {template.Parameters.map((p) => (
            <div key={p.Placeholder} className={styles.param}>
              <dt>{p.Placeholder}</dt>
              <dd>{p.Meaning}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/**
 * Settings › WhatsApp: the template messages the store registers in Meta's WhatsApp Manager
 * (name, language, text with {{1}}.., what each parameter is), each text with a copy button.
 */
export function TemplatesPanel() {
  const t = useT();
  const query = whatsappApi.useWhatsappTemplatesQuery();
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.Templates.length === 0}
      empty={<EmptyState title={t('whatsapp.none')} />}
    >
      {(d) => (
        <div className={styles.panel}>
          <p className={styles.intro}>
            {d.Enabled ? t('whatsapp.on') : t('whatsapp.off')} {t('whatsapp.register')}
          </p>
          {d.Templates.map((tp) => (
            <TemplateCard key={`${tp.Name}-${tp.Language}`} template={tp} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
