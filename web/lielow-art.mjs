// Lielow's stack art, generated at build time: one SVG per height (1-8),
// owner and crown, drawn as a pile of discs seen slightly from above, with
// the height written on the top disc and a crown over a crowned stack.
// Roles follow web/src/lielow.ts: `a-piece`..`h-piece` are heights 1..8,
// `pa-piece`..`ph-piece` the same heights crowned.

const LOOK = {
  white: { top: '#fbf5e8', topEdge: '#e4d6bb', side: '#d9c7a3', ring: '#b59d74', line: '#6f5a3a', ink: '#3b2f1e' },
  black: { top: '#5a5a5a', topEdge: '#343434', side: '#2b2b2b', ring: '#4a4a4a', line: '#000000', ink: '#f5f0e6' },
};

const RX = 40; // half the width of a disc
const RY = 15; // half the depth of a disc as seen from above
const CROWN = 17; // room above the top disc for the crown
// The art keeps inside these bounds of its square: a crown on the last
// rank stays clear of the board's edge, and the bottom of a tall stack on
// the first rank leaves the file letters (drawn in the square's corner)
// readable.
export const ART_TOP = 5;
export const ART_BOTTOM = 90;

/** The SVG of one stack. */
export function stackSvg(color, height, crowned) {
  const look = LOOK[color];
  // The thickness of one checker: thinner in tall stacks, so that 8 and a
  // crown fit between the bounds (with the shadow's 2 below the last disc).
  const LAYER = Math.min(8, (ART_BOTTOM - ART_TOP - 2 - 2 * RY - CROWN) / height);
  const body = 2 * RY + height * LAYER;
  const room = crowned ? CROWN : 0;
  const centred = Math.max((100 - body - room) / 2 + room, room + ART_TOP);
  // Centred in the square, but with the shadow's bottom above ART_BOTTOM.
  const cy = Math.min(centred + RY, ART_BOTTOM - RY - 2 - height * LAYER); // centre of the top disc
  const parts = [];
  // Checkers from the bottom up: each is a band between two ellipses.
  for (let i = height - 1; i >= 0; i--) {
    const y = cy + (i + 1) * LAYER;
    const fill = i % 2 ? look.ring : look.side;
    parts.push(
      `<path d="M${50 - RX} ${y - LAYER}v${LAYER}a${RX} ${RY} 0 0 0 ${2 * RX} 0v${-LAYER}z" fill="${fill}" stroke="${look.line}" stroke-width="1.4"/>`,
    );
  }
  parts.push(
    `<ellipse cx="50" cy="${cy}" rx="${RX}" ry="${RY}" fill="url(#g)" stroke="${look.line}" stroke-width="1.6"/>`,
    `<text x="50" y="${cy + 9}" text-anchor="middle" font-family="DejaVu Sans, Verdana, sans-serif" font-weight="700" font-size="26" fill="${look.ink}">${height}</text>`,
  );
  if (crowned) {
    const b = cy - RY + 3; // the crown's base sits on the back of the top disc
    parts.push(
      `<path d="M34 ${b}l-4-17 11 8 9-12 9 12 11-8-4 17z" fill="#f2b705" stroke="#6b4a00" stroke-width="1.8" stroke-linejoin="round"/>`,
      `<circle cx="50" cy="${b - 6}" r="2.6" fill="#c0392b"/>`,
    );
  }
  const gradient = `<radialGradient id="g" cx="0.38" cy="0.3" r="0.8"><stop offset="0" stop-color="${look.top}"/><stop offset="1" stop-color="${look.topEdge}"/></radialGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" data-art="lielow-stack"><defs>${gradient}</defs><ellipse cx="50" cy="${cy + height * LAYER + 2}" rx="${RX + 2}" ry="${RY}" fill="rgba(0,0,0,0.28)"/>${parts.join('')}</svg>`;
}

/**
 * An SVG picture as a CSS `url("data:…")` of its text, escaped only where
 * a data URL or the CSS string needs it: brotli packs the pictures' text
 * about twice as tight as their base64 (which the upstream piece CSS uses).
 */
export function svgUrl(svg) {
  const quoted = svg.includes("'") ? svg : svg.replaceAll('"', "'");
  const text = quoted.replace(/\s*\n\s*/g, ' ').replace(/[%#"<>\\]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `url("data:image/svg+xml,${text}")`;
}

/**
 * The CSS with every base64 SVG data URL (`url('data:image/svg+xml;base64,…')`)
 * written as its text (svgUrl).
 */
export function plainSvgUrls(css) {
  return css.replace(/url\((["']?)data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)\1\)/g, (_, quote, base64) =>
    svgUrl(Buffer.from(base64, 'base64').toString('utf8')),
  );
}

/** The CSS that gives every Lielow role its art. */
export function lielowStackCss() {
  const rules = [];
  for (let h = 1; h <= 8; h++) {
    const letter = String.fromCharCode(96 + h);
    for (const color of ['white', 'black']) {
      for (const crowned of [false, true]) {
        const role = `${crowned ? 'p' : ''}${letter}-piece`;
        rules.push(`.cg-wrap.lielow piece.${role}.${color} { background-image: ${svgUrl(stackSvg(color, h, crowned))}; }`);
      }
    }
  }
  return rules.join('\n');
}
