import './logo.css';

/** The product's mark and name; `light` for dark backgrounds. */
export const Logo = ({ light = false }: { light?: boolean }) => (
  <span className={light ? 'logo logo--light' : 'logo'}>
    <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" className="logo__tile" />
      <path d="M10 7h9l5 5v13H10z" className="logo__page" />
      <path d="M19 7v5h5" className="logo__fold" />
      <path d="M13 17h8M13 21h5" className="logo__lines" />
    </svg>
    <span className="logo__name">Redigo</span>
  </span>
);
