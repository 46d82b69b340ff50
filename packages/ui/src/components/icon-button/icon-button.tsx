import * as Tooltip from '@radix-ui/react-tooltip';
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
import { type ComponentPropsWithRef, createContext, type ReactNode, useContext } from 'react';

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
  return (
    <IconLabelsContext.Provider value={labels}>
      <Tooltip.Provider delayDuration={300}>{children}</Tooltip.Provider>
    </IconLabelsContext.Provider>
  );
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

/** A 40 px icon-only button whose accessible name is also shown as a tooltip on hover and focus. */
export function IconButton({ icon, label, tone, className, type = 'button', ...props }: IconButtonProps) {
  const name = useIconLabel(icon, label);
  const Glyph = isIconName(icon) ? iconGlyphs[icon] : CircleHelp;
  const resolvedTone = tone ?? (icon === 'trash' ? 'danger' : 'default');
  return (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type={type}
            aria-label={name}
            data-icon={icon}
            className={clsx(
              'inline-flex size-10 shrink-0 items-center justify-center rounded-md transition-colors disabled:cursor-not-allowed disabled:text-muted',
              toneClasses[resolvedTone],
              className,
            )}
            {...props}
          >
            <Glyph aria-hidden="true" className="size-5" />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={4}
            className="z-[70] rounded-md bg-black px-2 py-1 text-sm text-white shadow"
          >
            {name}
            <Tooltip.Arrow className="fill-black" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
