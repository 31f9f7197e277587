import { Paper, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { useLocation, useNavigate } from 'react-router';
import { currentLocale } from '../../../i18n';
import { useSuggestions } from '../api/suggest-products';
import { SearchIcon } from './icons';
import classes from './product-search.module.css';

/**
 * The header's catalog search: submitting opens `/catalog?q=…` (keeping the other filters when
 * already there); while typing, up to 8 product names are suggested, chosen with the arrow keys
 * and Enter or by pointer, and open that product.
 */
export default function ProductSearch({
  value,
  onValueChange,
  autoFocus = false,
}: {
  value: string;
  onValueChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [debounced] = useDebouncedValue(value, 200);
  const suggestions = useSuggestions(open ? debounced : '', currentLocale());
  const items = open && value.trim() ? (suggestions.data?.items ?? []) : [];
  const expanded = items.length > 0;

  // On the catalog the field shows the search in the URL, also after the back button.
  const urlQuery = pathname === '/catalog' ? (new URLSearchParams(search).get('q') ?? '') : null;
  useEffect(() => {
    if (urlQuery !== null) onValueChange(urlQuery);
  }, [urlQuery]); // eslint-disable-line react-hooks/exhaustive-deps

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (productId: string) => {
    close();
    onValueChange('');
    void navigate(`/products/${productId}`);
  };

  const searchAll = () => {
    close();
    const q = value.trim();
    const params = new URLSearchParams(pathname === '/catalog' ? search : '');
    if (q) params.set('q', q);
    else params.delete('q');
    const query = params.toString();
    void navigate(query ? `/catalog?${query}` : '/catalog');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (expanded && active >= 0) choose(items[active]!._id);
    else searchAll();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (current < 0) return step > 0 ? 0 : items.length - 1;
        return (current + step + items.length) % items.length;
      });
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (value) {
        event.preventDefault();
        onValueChange('');
      }
    }
  };

  return (
    // A real form too: a search sent before the page's script has started still arrives.
    <form role="search" action="/catalog" onSubmit={submit} className={classes.form}>
      <TextInput
        type="search"
        name="q"
        value={value}
        onChange={(event) => {
          onValueChange(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        placeholder={t('layout.searchPlaceholder')}
        aria-label={t('layout.searchLabel')}
        aria-autocomplete="list"
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        enterKeyHint="search"
        leftSection={<SearchIcon size={18} />}
        radius="xl"
        w="100%"
      />
      {expanded && (
        <Paper shadow="md" radius="md" className={classes.dropdown}>
          <ul
            id={listId}
            role="listbox"
            aria-label={t('search.suggestions')}
            className={classes.list}
          >
            {items.map((item, index) => (
              <li
                key={item._id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={classes.option}
                data-active={index === active || undefined}
                // Keep the focus in the field, so that the click is not lost to its blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item._id)}
                onMouseEnter={() => setActive(index)}
              >
                {item.image ? (
                  <img src={item.image} alt="" width={40} height={30} className={classes.thumb} />
                ) : (
                  <span className={classes.thumb} aria-hidden="true" />
                )}
                <span className={classes.name}>{item.name}</span>
              </li>
            ))}
          </ul>
          <UnstyledButton
            className={classes.all}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={searchAll}
          >
            {t('search.seeAll', { q: value.trim() })}
          </UnstyledButton>
        </Paper>
      )}
      <VisuallyHidden aria-live="polite">
        {expanded ? t('search.count', { shown: items.length }) : ''}
      </VisuallyHidden>
    </form>
  );
}
