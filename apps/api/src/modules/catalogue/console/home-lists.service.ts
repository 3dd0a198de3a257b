import type { DbOrTx, Tx } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import { homeAdmin } from '../../content';
import type { AuditActor } from '../../staff';
import { commitChange } from './change';

// The console's changes to the home page's banners and shelves (lists the content module keeps),
// each committed with its audit entry and the cache state bumped, answered as the routes send.

/** One home-page list as the console reads and changes it. */
export interface HomeListConsole<Created, Changed, Item, Answer> {
  /** Every item (inactive ones too), in order. */
  list(deps: AppDeps): Promise<Answer>;
  /** Adds an item last. */
  create(deps: AppDeps, actor: AuditActor, body: Created): Promise<Item>;
  update(deps: AppDeps, actor: AuditActor, id: string, body: Changed): Promise<Item>;
  /** Deletes an item; answers the list left. */
  remove(deps: AppDeps, actor: AuditActor, id: string): Promise<Answer>;
  /** Puts the list in the order of `ids`, each of its items once. */
  order(deps: AppDeps, actor: AuditActor, ids: string[]): Promise<Answer>;
}

/** The content module's steps for one list, each in the caller's transaction. */
interface HomeListSteps<Created, Changed, Item, Listed, Answer> {
  list: (db: DbOrTx) => Promise<Listed[]>;
  answer: (items: Listed[]) => Answer;
  create: (tx: Tx, actor: AuditActor, body: Created) => Promise<Item>;
  update: (tx: Tx, actor: AuditActor, id: string, body: Changed) => Promise<Item>;
  remove: (tx: Tx, actor: AuditActor, id: string) => Promise<void>;
  order: (tx: Tx, actor: AuditActor, ids: string[]) => Promise<Listed[]>;
}

function homeListConsole<Created, Changed, Item, Listed, Answer>(
  steps: HomeListSteps<Created, Changed, Item, Listed, Answer>,
): HomeListConsole<Created, Changed, Item, Answer> {
  const list = async (deps: AppDeps) => steps.answer(await steps.list(deps.database.db));
  return {
    list,
    create: (deps, actor, body) => commitChange(deps, (tx) => steps.create(tx, actor, body)),
    update: (deps, actor, id, body) =>
      commitChange(deps, (tx) => steps.update(tx, actor, id, body)),
    remove: async (deps, actor, id) => {
      await commitChange(deps, (tx) => steps.remove(tx, actor, id));
      return list(deps);
    },
    order: async (deps, actor, ids) =>
      steps.answer(await commitChange(deps, (tx) => steps.order(tx, actor, ids))),
  };
}

export const homeBanners = homeListConsole({
  list: homeAdmin.listBanners,
  answer: (Banners) => ({ Banners }),
  create: homeAdmin.createBanner,
  update: homeAdmin.updateBanner,
  remove: homeAdmin.deleteBanner,
  order: homeAdmin.orderBanners,
});

export const homeShelves = homeListConsole({
  list: homeAdmin.listShelves,
  answer: (Shelves) => ({ Shelves }),
  create: homeAdmin.createShelf,
  update: homeAdmin.updateShelf,
  remove: homeAdmin.deleteShelf,
  order: homeAdmin.orderShelves,
});
