import { useId, useState, type ReactNode, type Ref } from 'react';
import { formatUsd, shortenAddress } from './format';
import { TokenLogo } from './TokenLogo';
import type { TokenOption } from './TokenOption';
import { VerificationMark } from './VerificationMark';
import './TokenCombobox.css';

export interface TokenComboboxProps {
  /** Visible label of the text box. */
  label: string;
  /** The chosen mint ('' for none). */
  value: string;
  /** What is known about the chosen mint, for the box's text and the caption under it. */
  selected?: TokenOption;
  /** USD per whole token of the chosen mint, when known. */
  selectedPrice?: number;
  /** What the user is typing; the owner searches with it. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The tokens matching the query, best first. */
  options: readonly TokenOption[];
  /** Words about the results (searching, none found, a failure), announced politely. */
  status?: string;
  /** Extra words after an option's name, e.g. "already in row 2". */
  annotate?: (option: TokenOption) => string | undefined;
  onSelect: (mint: string) => void;
  /** The typed text when the box loses focus without a choice (e.g. a pasted mint address). */
  onLeaveText?: (text: string) => void;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  placeholder?: string;
}

function optionText(option: TokenOption): string {
  return option.name && option.name !== option.symbol ? option.name : '';
}

/**
 * A searchable token picker: an editable combobox with a list popup (WAI-ARIA 1.2 combobox
 * pattern). Arrow keys move through the results (aria-activedescendant), Enter picks, Escape closes
 * the list and then restores the chosen token. Pure presentation: the owner searches.
 */
export function TokenCombobox({
  label,
  value,
  selected,
  selectedPrice,
  query,
  onQueryChange,
  options,
  status,
  annotate,
  onSelect,
  onLeaveText,
  error,
  disabled,
  inputRef,
  onBlur,
  placeholder = 'Symbol, name or mint',
}: TokenComboboxProps) {
  const ids = useId();
  const inputId = `${ids}-input`;
  const listId = `${ids}-list`;
  const statusId = `${ids}-status`;
  const errorId = `${ids}-error`;
  const captionId = `${ids}-caption`;
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [active, setActive] = useState(-1);
  const activeIndex = active < options.length ? active : -1;
  const shown = open && !disabled;
  const selectedLabel = selected?.symbol ?? value;

  const choose = (option: TokenOption) => {
    onSelect(option.mint);
    onQueryChange('');
    setEditing(false);
    setOpen(false);
    setActive(-1);
  };

  const move = (step: number) => {
    if (!shown) setOpen(true);
    if (options.length === 0) return;
    setActive((current) => {
      const from = current < options.length ? current : -1;
      return (from + step + options.length) % options.length;
    });
  };

  const describedBy =
    [error ? errorId : '', value ? captionId : '', statusId].filter(Boolean).join(' ') || undefined;

  let caption: ReactNode = null;
  if (value) {
    caption = (
      <p id={captionId} className="ui-token-combobox__caption">
        {selected ? (
          <>
            <span>{selected.name}</span> <VerificationMark verification={selected.verification} />
            {selectedPrice !== undefined ? (
              <span className="ui-token-combobox__price">
                {' '}
                {formatUsd(selectedPrice)} per token
              </span>
            ) : null}
          </>
        ) : (
          <VerificationMark verification="unverified" />
        )}{' '}
        <span className="ui-mono" title={value}>
          Mint {value}
        </span>
      </p>
    );
  }

  return (
    <div className="ui-token-combobox">
      <label htmlFor={inputId} className="ui-token-combobox__label">
        {label}
      </label>
      <div className="ui-token-combobox__anchor">
        <div className="ui-token-combobox__control">
          {value ? (
            <TokenLogo
              logo={selected?.logoURI}
              symbol={selected?.symbol}
              alt={selected ? `${selected.symbol} logo` : ''}
            />
          ) : null}
          <input
            id={inputId}
            ref={inputRef}
            type="text"
            role="combobox"
            className="ui-input"
            value={editing ? query : selectedLabel}
            placeholder={placeholder}
            disabled={disabled}
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={
              shown && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined
            }
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            // The chosen token's symbol is selected on focus or click, so typing searches afresh.
            onFocus={(event) => {
              if (!editing) event.currentTarget.select();
            }}
            onClick={(event) => {
              if (!editing) event.currentTarget.select();
            }}
            onChange={(event) => {
              setEditing(true);
              setOpen(true);
              setActive(-1);
              onQueryChange(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                move(1);
              } else if (event.key === 'ArrowUp') {
                event.preventDefault();
                move(-1);
              } else if (event.key === 'Enter') {
                const option = options[activeIndex >= 0 ? activeIndex : 0];
                if (shown && option) {
                  event.preventDefault(); // picking must not submit the form
                  choose(option);
                }
              } else if (event.key === 'Escape') {
                if (shown) {
                  event.preventDefault();
                  setOpen(false);
                  setActive(-1);
                } else if (editing) {
                  event.preventDefault();
                  setEditing(false);
                  onQueryChange('');
                }
              }
            }}
            onBlur={() => {
              if (editing && query.trim() !== '') onLeaveText?.(query.trim());
              setEditing(false);
              setOpen(false);
              setActive(-1);
              onQueryChange('');
              onBlur?.();
            }}
          />
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label}: matching tokens`}
          className="ui-token-combobox__list"
          hidden={!shown || options.length === 0}
        >
          {options.map((option, i) => {
            const note = annotate?.(option);
            return (
              <li
                key={option.mint}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === activeIndex}
                className="ui-token-combobox__option"
                // Keep focus in the box: the click picks before the box's blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseEnter={() => setActive(i)}
              >
                <TokenLogo logo={option.logoURI} symbol={option.symbol} size="sm" />
                <span className="ui-token-combobox__symbol">{option.symbol}</span>
                <span className="ui-token-combobox__name">{optionText(option)}</span>
                <VerificationMark verification={option.verification} />
                <span className="ui-token-combobox__mint ui-mono">
                  {shortenAddress(option.mint)}
                </span>
                {note ? <span className="ui-token-combobox__note">{note}</span> : null}
              </li>
            );
          })}
        </ul>
      </div>
      {/* A polite live region (not role=status, which the editor's total already is). */}
      <p id={statusId} className="ui-token-combobox__status" aria-live="polite">
        {shown ? status : ''}
      </p>
      {caption}
      {error ? (
        <p id={errorId} className="ui-token-combobox__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
