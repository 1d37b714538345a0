import {createRequire} from 'node:module';
import {availableParallelism} from 'node:os';
import {Resvg, renderAsync, type ResvgRenderOptions} from '@resvg/resvg-js';

const require = createRequire(__filename);

/** Inter, from an npm package, so cards look the same on every machine and need no network. */
export const CARD_FONTS = [
  require.resolve('@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf'),
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
];

const options: ResvgRenderOptions = {
  font: {fontFiles: CARD_FONTS, loadSystemFonts: false, defaultFontFamily: 'Inter'},
  // Cards are flat colour and type: no anti-aliasing surprises, small PNGs.
  shapeRendering: 2,
  textRendering: 1,
};

/** SVG → PNG. `width` scales the image (the logo is drawn from a 34 px SVG). */
export function svgToPng(svg: string, width?: number): Buffer {
  const resvg = new Resvg(svg, {...options, ...(width && {fitTo: {mode: 'width', value: width}})});
  return resvg.render().asPng();
}

/** Renders many SVGs on resvg's worker threads, a few at a time; results keep the input order. */
export async function svgsToPngs(svgs: readonly string[]): Promise<Buffer[]> {
  const out: Buffer[] = new Array(svgs.length);
  let next = 0;
  const worker = async () => {
    while (next < svgs.length) {
      const i = next++;
      out[i] = (await renderAsync(svgs[i]!, options)).asPng();
    }
  };
  await Promise.all(Array.from({length: Math.max(1, availableParallelism())}, worker));
  return out;
}
