// What other console features use of the catalogue (the section itself is section.tsx).
export { catalogueApi } from './api';
