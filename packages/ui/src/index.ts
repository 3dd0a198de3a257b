// The UI kit both apps share (one import each: the barrel tree-shakes, see sideEffects).
