import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router-dom';

/** GET /contract's `scope` (docs/api.md, The studio): the caller's own, every studio contract, or both. */
export type ArchiveScope = 'mine' | 'studio' | 'all';

/** The archive's query that keeps the scope (`?ambito=miei|studio`; none: all). */
const SCOPE_PARAM = 'ambito';

const SCOPES: { scope: ArchiveScope; param: string | null; label: string }[] = [
  { scope: 'all', param: null, label: 'Tutti' },
  { scope: 'mine', param: 'miei', label: 'Miei' },
  { scope: 'studio', param: 'studio', label: 'Dello studio' },
];

/** The scope the archive's address asks for. */
export const scopeOf = (param: string | null): ArchiveScope =>
  SCOPES.find((item) => item.param !== null && item.param === param)?.scope ?? 'all';

/** The archive's scope and its change (to page 1), kept in the address. */
export const useScopeFilter = (): [ArchiveScope, (scope: ArchiveScope) => void] => {
  const [search, setSearch] = useSearchParams();
  const scope = scopeOf(search.get(SCOPE_PARAM));
  const set = useCallback(
    (next: ArchiveScope) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        const param = SCOPES.find((item) => item.scope === next)?.param;
        if (param) params.set(SCOPE_PARAM, param);
        else params.delete(SCOPE_PARAM);
        params.delete('pagina');
        return params;
      }),
    [setSearch],
  );
  return [scope, set];
};

/**
 * «Documenti: Tutti | Miei | Dello studio»: a member's archive by whose documents they are. A labelled segmented
 * control, not a second row of category chips: one pressed button of three, each reachable with Tab.
 */
export const ScopeFilter = ({
  scope,
  onChange,
}: {
  scope: ArchiveScope;
  onChange: (scope: ArchiveScope) => void;
}) => {
  const labelId = useId();
  return (
    <div className="archive__scope" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="archive__scope-label">
        Documenti:
      </span>
      <span className="archive__scope-options">
        {SCOPES.map((item) => (
          <button
            key={item.scope}
            type="button"
            className="archive__scope-option"
            aria-pressed={item.scope === scope}
            onClick={() => onChange(item.scope)}
          >
            {item.label}
          </button>
        ))}
      </span>
    </div>
  );
};
