import { type ComponentProps, useEffect } from 'react';
import type { SearchSuggestion } from '@kirana/shared';
import { useSearchSuggestions } from '../use-search-suggestions';
import { SuggestionOptions } from './search-suggestions';

type OptionProps = Omit<ComponentProps<typeof SuggestionOptions>, 'suggestions' | 'query'>;

/**
 * The search box's suggestions for what is typed: asked for, drawn as the listbox's options and
 * handed to the box (its keyboard cursor and Enter choose among them). Its own chunk, loaded
 * when the box is first used: the asking (useServerQuery and its cache) and the options stay
 * out of the first screen's JavaScript, which every page's header carries.
 */
export function SearchSuggestionsSource({
  value,
  onSuggestions,
  ...options
}: OptionProps & {
  value: string;
  onSuggestions: (suggestions: SearchSuggestion[]) => void;
}) {
  const suggestions = useSearchSuggestions(value);
  useEffect(() => onSuggestions(suggestions), [suggestions]);
  return <SuggestionOptions suggestions={suggestions} query={value} {...options} />;
}
