import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mediaSrcSet, mediaUrl } from '@kirana/shared';
import {
  BANNER_IMAGE_SIZES,
  FIRST_SCREEN_FILE,
  FIRST_SCREEN_PAGES,
  type FirstScreenFiles,
  type FirstScreenPage,
} from '@kirana/shared/common/first-screen';
import type { Db } from '../../db/client';
import { getHomeBanners } from '../content';

/** A landing page's own files, and its styles' text to put in the HTML (empty when unread). */
export type FirstScreenBuild = Partial<Record<FirstScreenPage, FirstScreenFiles & { css: string }>>;

/**
 * The web build's list of each landing page's own files (dist/first-screen.json) with the text
 * of their styles; an empty one when the build has none or it does not parse (the pages then
 * load as before, only later).
 */
export function loadFirstScreenManifest(distDir: string): FirstScreenBuild {
  try {
    const raw = JSON.parse(readFileSync(join(distDir, FIRST_SCREEN_FILE), 'utf8')) as unknown;
    const build: FirstScreenBuild = {};
    for (const page of FIRST_SCREEN_PAGES) {
      const files = (raw as Record<string, { scripts?: unknown; styles?: unknown }>)[page];
      const paths = (v: unknown) =>
        Array.isArray(v) ? v.filter((f): f is string => /^\/assets\/[\w.-]+$/.test(String(f))) : [];
      if (!files) continue;
      const styles = paths(files.styles);
      build[page] = { scripts: paths(files.scripts), styles, css: readStyles(distDir, styles) };
    }
    return build;
  } catch {
    return {};
  }
}

/** The styles' text, one after another, or '' when one cannot be read (they are linked then). */
function readStyles(distDir: string, styles: string[]): string {
  try {
    return styles
      .map((f) => readFileSync(join(distDir, f), 'utf8'))
      .join('\n')
      .replace(/<\/style/gi, '<\\/style');
  } catch {
    return '';
  }
}

/**
 * Tags that start a landing page's work with the HTML: its styles, written into the page (a
 * phone on a slow link would wait a round trip per sheet before drawing anything; each sheet is
 * still named by a disabled link, which fetches nothing but tells the app's lazy import it is
 * there), its route scripts (modulepreload, which the app's lazy import then finds; left out with
 * `scripts: false` for a page the server draws: on a slow link they would share the bandwidth
 * with what the first paint needs, and the app loads them before it hydrates), and on the home
 * page the first banner, the largest paint, at the width the <img> will pick.
 */
export async function firstScreenTags(
  db: Db,
  manifest: FirstScreenBuild,
  page: FirstScreenPage | null,
  { scripts = true }: { scripts?: boolean } = {},
): Promise<string[]> {
  if (!page) return [];
  const files = manifest[page];
  const styles = files?.styles ?? [];
  const tags = [
    ...(files?.css
      ? [
          `<style>${files.css}</style>`,
          ...styles.map((f) => `<link rel="stylesheet" href="${f}" disabled />`),
        ]
      : styles.map((f) => `<link rel="stylesheet" crossorigin href="${f}" />`)),
    ...(scripts ? (files?.scripts ?? []) : []).map(
      (f) => `<link rel="modulepreload" crossorigin href="${f}" />`,
    ),
  ];
  if (page === 'home') {
    const lead = (await getHomeBanners(db))[0];
    if (lead) {
      tags.unshift(
        `<link rel="preload" as="image" href="${mediaUrl(lead.MediaId)}" imagesrcset="${mediaSrcSet(lead.MediaId)}" imagesizes="${BANNER_IMAGE_SIZES}" fetchpriority="high" />`,
      );
    }
  }
  return tags;
}
