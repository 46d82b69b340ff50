import { clsx } from 'clsx';
import {
  ArrowDown,
  ArrowUpDown,
  CircleAlert,
  CircleHelp,
  Download,
  Eye,
  Globe,
  Info,
  Lock,
  type LucideIcon,
  Mail,
  MapPin,
  Paperclip,
  Pencil,
  Phone,
  Plus,
  Stethoscope,
  Trash2,
} from 'lucide-react';
import {
  type ComponentPropsWithRef,
  type CSSProperties,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/** The spec's action icons (part 1, section 9), named as the spec names them. */
export const iconGlyphs = {
  trash: Trash2,
  plus: Plus,
  pen: Pencil,
  lock: Lock,
  info: Info,
  eye: Eye,
  exclamation: CircleAlert,
  'arrow-down': ArrowDown,
  'up-down': ArrowUpDown,
  download: Download,
  'user-doctor': Stethoscope,
  envelope: Mail,
  'location-dot': MapPin,
  paperclip: Paperclip,
  phone: Phone,
  globe: Globe,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof iconGlyphs;

/**
 * Tooltip texts by icon, supplied by the app (they are user-visible), plus the text for an icon
 * the map does not know ('Titolo non disponibile' in the spec).
 */
export type IconLabels = Partial<Record<IconName, string>> & { unknown: string };

const IconLabelsContext = createContext<IconLabels | null>(null);

export interface IconLabelsProviderProps {
  labels: IconLabels;
  children: ReactNode;
}

/** Supplies the translated tooltip of every icon to the IconButtons below it. */
export function IconLabelsProvider({ labels, children }: IconLabelsProviderProps) {
  return <IconLabelsContext.Provider value={labels}>{children}</IconLabelsContext.Provider>;
}

/** Colours: #1A576E by default, #DF2F70 for delete (spec part 1, section 9). Both ≥ 3:1 on white. */
const toneClasses = {
  default: 'text-brand hover:bg-brand-soft',
  danger: 'text-danger hover:bg-forbidden-soft',
} as const;

export type IconButtonTone = keyof typeof toneClasses;

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** A name from the icon map; an unknown name shows a question mark and the `unknown` label. */
  icon: IconName | (string & {});
  /** Overrides the tooltip from the labels map ("Elimina contatto"). */
  label?: string;
  /** Defaults to danger for trash, default otherwise. */
  tone?: IconButtonTone;
}

function isIconName(icon: string): icon is IconName {
  return Object.hasOwn(iconGlyphs, icon);
}

/** Resolves the label an IconButton will show: prop, then map, then the unknown-icon fallback. */
export function useIconLabel(icon: string, label?: string): string {
  const labels = useContext(IconLabelsContext);
  const resolved = label ?? (isIconName(icon) ? labels?.[icon] : undefined) ?? labels?.unknown;
  if (!resolved) throw new Error(`IconButton "${icon}" needs a label prop or an IconLabelsProvider`);
  return resolved;
}

/** How long the pointer rests on a button before its tooltip shows, ms (keyboard focus: at once). */
const HOVER_DELAY_MS = 300;
/** How long the tooltip waits after the pointer leaves, so the pointer can move onto it, ms. */
const LEAVE_GRACE_MS = 150;
/** Gap between the button and its tooltip, and the least distance from the viewport's edges, px. */
const GAP_PX = 6;
const EDGE_PX = 8;

/**
 * Where the tooltip goes: centred above the button, below it when there is no room above, kept
 * inside the viewport. Fixed and in a portal, so no scrolling or clipped container hides it.
 */
function placeTooltip(button: DOMRect, tooltip: DOMRect): CSSProperties {
  const half = tooltip.width / 2;
  const centre = button.left + button.width / 2;
  const left = Math.min(Math.max(centre, EDGE_PX + half), window.innerWidth - EDGE_PX - half);
  const above = button.top - GAP_PX - tooltip.height >= EDGE_PX;
  return {
    left: left - half,
    top: above ? button.top - GAP_PX - tooltip.height : button.bottom + GAP_PX,
  };
}

/**
 * The shown name of an icon button (WCAG 1.4.13): it appears on keyboard focus at once and after a
 * short rest of the pointer, stays while the pointer is over the button or the tooltip itself, and
 * Escape hides it. A small hand-made tooltip instead of Radix's: the positioning engine that comes
 * with Radix weighed about 15 kB gzip on every page with a list (docs/benchmarks.md).
 */
function useTooltip() {
  const [open, setOpen] = useState(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  const pointerInside = useRef(false);
  const focused = useRef(false);
  const clearTimer = () => window.clearTimeout(hoverTimer.current);
  const close = () => {
    clearTimer();
    setOpen(false);
  };
  // A pending hover timer must not fire after the button is gone.
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return {
    open,
    pointerEnter: () => {
      pointerInside.current = true;
      clearTimer();
      // Back on the button or onto the tooltip: a pending close is cancelled, an open one stays.
      if (!open) hoverTimer.current = window.setTimeout(() => setOpen(true), HOVER_DELAY_MS);
    },
    pointerLeave: () => {
      pointerInside.current = false;
      clearTimer();
      if (!focused.current) hoverTimer.current = window.setTimeout(() => setOpen(false), LEAVE_GRACE_MS);
    },
    focus: (event: { currentTarget: HTMLElement }) => {
      focused.current = true;
      // Only keyboard focus shows it at once; a click's focus waits for the hover delay.
      if (event.currentTarget.matches(':focus-visible')) setOpen(true);
    },
    blur: () => {
      focused.current = false;
      if (!pointerInside.current) close();
    },
    press: close,
  };
}

/** A 40 px icon-only button whose accessible name is also shown as a tooltip on hover and focus. */
export function IconButton({
  icon,
  label,
  tone,
  className,
  type = 'button',
  onFocus,
  onBlur,
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onClick,
  ref,
  ...props
}: IconButtonProps) {
  const name = useIconLabel(icon, label);
  const Glyph = isIconName(icon) ? iconGlyphs[icon] : CircleHelp;
  const resolvedTone = tone ?? (icon === 'trash' ? 'danger' : 'default');
  const tooltip = useTooltip();
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const tooltipRef = useRef<HTMLSpanElement | null>(null);
  const [position, setPosition] = useState<CSSProperties | null>(null);

  useLayoutEffect(() => {
    if (!tooltip.open) {
      setPosition(null);
      return;
    }
    const button = buttonRef.current;
    const content = tooltipRef.current;
    if (button && content) {
      setPosition(placeTooltip(button.getBoundingClientRect(), content.getBoundingClientRect()));
    }
  }, [tooltip.open]);

  return (
    <>
      <button
        ref={(node) => {
          // Our ref places the tooltip; a caller's (e.g. a Radix trigger's) still gets the node.
          buttonRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        type={type}
        aria-label={name}
        data-icon={icon}
        data-state={tooltip.open ? 'tooltip-open' : 'closed'}
        className={clsx(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-md transition-colors disabled:cursor-not-allowed disabled:text-muted',
          toneClasses[resolvedTone],
          className,
        )}
        onFocus={(event) => {
          tooltip.focus(event);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          tooltip.blur();
          onBlur?.(event);
        }}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') tooltip.pointerEnter();
          onPointerEnter?.(event);
        }}
        onPointerLeave={(event) => {
          tooltip.pointerLeave();
          onPointerLeave?.(event);
        }}
        onPointerDown={(event) => {
          tooltip.press();
          onPointerDown?.(event);
        }}
        onClick={(event) => {
          // Activating the button (mouse, Enter or Space) hides its tooltip, as Radix's did.
          tooltip.press();
          onClick?.(event);
        }}
        {...props}
      >
        <Glyph aria-hidden="true" className="size-5" />
      </button>
      {tooltip.open
        ? createPortal(
            // The button already carries the name (aria-label); the tooltip only shows it.
            <span
              ref={tooltipRef}
              role="tooltip"
              onPointerEnter={tooltip.pointerEnter}
              onPointerLeave={tooltip.pointerLeave}
              style={position ?? { left: 0, top: 0, visibility: 'hidden' }}
              className="fixed z-[70] whitespace-nowrap rounded-md bg-black px-2 py-1 text-sm text-white shadow"
            >
              {name}
            </span>,
            document.body,
          )
        : null}
    </>
  );
}
