/**
 * Tables for the design-token docs page (DesignTokens.mdx). They read the app's own token and
 * theme modules, so the page always shows what the site ships. Each theme's table is painted in
 * that theme's own background and text colours.
 */
import { breakpoint, font, palette, radius, shadow, space } from '../../frontend/src/theme/tokens';
import { darkTheme, lightTheme } from '../../frontend/src/theme/themes';

// Colours are inherited from the table's box, over the docs page's own table styles.
const cell = { padding: '6px 12px', textAlign: 'left', verticalAlign: 'middle', color: 'inherit', background: 'transparent', border: 0 };
const row = { background: 'transparent', border: 0 };
const code = { fontFamily: font.family.mono, fontSize: '0.8125rem' };

function Swatch({ value }) {
  return (
    <span
      aria-hidden="true"
      style={{ display: 'inline-block', width: 48, height: 24, borderRadius: 4, background: value, border: '1px solid rgba(127,127,127,0.5)' }}
    />
  );
}

/** Every semantic colour role of one theme: role, swatch, value, and the palette name behind it. */
export function ThemeColours({ theme }) {
  const paletteName = Object.fromEntries(Object.entries(palette).map(([name, value]) => [value, name]));
  return (
    <div style={{ background: theme.color.background, color: theme.color.text, padding: 16, borderRadius: 8, fontFamily: font.family.sans }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', color: 'inherit', background: 'transparent' }}>
        <caption style={{ textAlign: 'left', fontWeight: 700, padding: '0 0 8px' }}>{theme.name} theme</caption>
        <thead>
          <tr style={row}>
            <th style={cell} scope="col">Role (<code style={code}>theme.color.*</code>)</th>
            <th style={cell} scope="col">Swatch</th>
            <th style={cell} scope="col">Value</th>
            <th style={cell} scope="col">Palette</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(theme.color).map(([role, value]) => (
            <tr key={role} style={row}>
              <td style={{ ...cell, ...code }}>{role}</td>
              <td style={cell}><Swatch value={value} /></td>
              <td style={{ ...cell, ...code }}>{value}</td>
              <td style={{ ...cell, ...code }}>{paletteName[value] ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const DarkColours = () => <ThemeColours theme={darkTheme} />;
export const LightColours = () => <ThemeColours theme={lightTheme} />;

/** The 4px spacing grid: `theme.space(n)`. */
export function Spacing({ steps = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 24] }) {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr style={row}>
          <th style={cell} scope="col">Call</th>
          <th style={cell} scope="col">Size</th>
          <th style={cell} scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((n) => (
          <tr key={n} style={row}>
            <td style={{ ...cell, ...code }}>space({n})</td>
            <td style={{ ...cell, ...code }}>{space(n)}</td>
            <td style={cell}>
              <span aria-hidden="true" style={{ display: 'inline-block', height: 12, width: space(n), background: palette.indigo500 }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Font sizes, weights and line heights: `theme.font.*`. */
export function TypeScale() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr style={row}>
          <th style={cell} scope="col">Size</th>
          <th style={cell} scope="col">Value</th>
          <th style={cell} scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(font.size).map(([name, value]) => (
          <tr key={name} style={row}>
            <td style={{ ...cell, ...code }}>font.size[&apos;{name}&apos;]</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={{ ...cell, fontFamily: font.family.sans, fontSize: value, lineHeight: font.lineHeight.tight }}>
              Developers share threads
            </td>
          </tr>
        ))}
        {Object.entries(font.weight).map(([name, value]) => (
          <tr key={name} style={row}>
            <td style={{ ...cell, ...code }}>font.weight.{name}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={{ ...cell, fontFamily: font.family.sans, fontWeight: value }}>Developers share threads</td>
          </tr>
        ))}
        {Object.entries(font.lineHeight).map(([name, value]) => (
          <tr key={name} style={row}>
            <td style={{ ...cell, ...code }}>font.lineHeight.{name}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={{ ...cell, fontFamily: font.family.sans, lineHeight: value, maxWidth: 320 }}>
              Two lines of text show how far apart the lines of a paragraph sit.
            </td>
          </tr>
        ))}
        {Object.entries(font.family).map(([name, value]) => (
          <tr key={name} style={row}>
            <td style={{ ...cell, ...code }}>font.family.{name}</td>
            <td style={{ ...cell, ...code, maxWidth: 280 }}>{value}</td>
            <td style={{ ...cell, fontFamily: value }}>const devnet = true;</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Radii, shadows and breakpoints in one table of name and value. */
export function OtherTokens() {
  const rows = [
    ...Object.entries(radius).map(([name, value]) => [`radius.${name}`, value]),
    ...Object.entries(shadow).map(([name, value]) => [`shadow.${name}`, value]),
    ...Object.entries(breakpoint).map(([name, value]) => [`breakpoint.${name} (media.${name})`, `min-width ${value}`]),
  ];
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name} style={row}>
            <th style={{ ...cell, ...code }} scope="row">{name}</th>
            <td style={{ ...cell, ...code }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
