import type { TopSeed } from '../types';
import { babyCare } from './baby-care';
import { beverages } from './beverages';
import { breakfast } from './breakfast';
import { cleaning } from './cleaning';
import { dairyBakery } from './dairy-bakery';
import { dryFruits } from './dry-fruits';
import { kitchen } from './kitchen';
import { masalas } from './masalas';
import { oilsGhee } from './oils-ghee';
import { personalCare } from './personal-care';
import { pooja } from './pooja';
import { riceDals } from './rice-dals';
import { snacks } from './snacks';
import { staples } from './staples';
import { stationery } from './stationery';
import { teaCoffee } from './tea-coffee';

/** The top categories in shelf order, each with its sub-categories and products. */
export const CATALOGUE: readonly TopSeed[] = [
  staples,
  riceDals,
  oilsGhee,
  masalas,
  snacks,
  teaCoffee,
  dairyBakery,
  beverages,
  breakfast,
  dryFruits,
  personalCare,
  cleaning,
  babyCare,
  pooja,
  stationery,
  kitchen,
];
