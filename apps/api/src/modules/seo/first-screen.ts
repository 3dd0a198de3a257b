import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mediaSrcSet, mediaUrl } from '@kirana/shared';
import {
  BANNER_IMAGE_SIZES,
  FIRST_SCREEN_FILE,
  FIRST_SCREEN_PAGES,
  type FirstScreenManifest,
  type FirstScreenPage,
} from '@kirana/shared/common/first-screen';
import type { Db } from '../../db/client';
import { getHomeBanners } from '../content';

/**
 * The web build's list of each landing page's own files (dist/first-screen.json); an empty one
 * when the build has none or it does not parse (the pages then load as before, only later).
 */
export function loadFirstScreenManifest(distDir: string): FirstScreenManifest {
  try {
    const raw = JSON.parse(readFileSync(join(distDir, FIRST_SCREEN_FILE), 'utf8')) as unknown;
    const manifest: FirstScreenManifest = {};
    for (const page of FIRST_SCREEN_PAGES) {
      const files = (raw as Record<string, { scripts?: unknown; styles?: unknown }>)[page];
      const paths = (v: unknown) =>
        Array.isArray(v) ? v.filter((f): f is string => /^\/assets\/[\w.-]+$/.test(String(f))) : [];
      if (files) manifest[page] = { scripts: paths(files.scripts), styles: paths(files.styles) };
    }
    return manifest;
  } catch {
    return {};
  }
}

/**
 * Tags that start a landing page's work with the HTML: its route scripts (modulepreload, which
 * the app's lazy import then finds), its styles (as stylesheets: the lazy import skips a sheet
 * already linked, and the page is not drawn unstyled), and on the home page the first banner,
 * the largest paint, at the width the <img> will pick.
 */
export async function firstScreenTags(
  db: Db,
  manifest: FirstScreenManifest,
  page: FirstScreenPage | null,
): Promise<string[]> {
  if (!page) return [];
  const files = manifest[page];
  const tags = [
    ...(files?.styles ?? []).map((f) => `<link rel="stylesheet" crossorigin href="${f}" />`),
    ...(files?.scripts ?? []).map((f) => `<link rel="modulepreload" crossorigin href="${f}" />`),
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
