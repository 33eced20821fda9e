import theme from '../styles/theme.css?inline';
import base from '../styles/base.css?inline';
import skeleton from '../styles/skeleton.css?inline';

/**
 * The first screen's stylesheet for the shadow root; the host page's CSS never reaches in, ours never
 * leaks out. The later steps bring theirs (step-styles.ts).
 */
export const styles = theme + base + skeleton;
