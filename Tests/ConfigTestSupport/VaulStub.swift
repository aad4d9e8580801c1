extension TypeCheckStubs {
    /// vaul 1.1.2's exports as src/index.tsx declares them: `DialogProps` (with its
    /// `WithFadeFromProps | WithoutFadeFromProps` union), `Drawer.Root`, `Drawer.Content`,
    /// `Drawer.Overlay`, `Drawer.Portal`, `Drawer.Handle` and the parts vaul re-exports from Radix's
    /// dialog (whose content and overlay props are a div's plus Radix's few of its own).
    package static let vaul = #"""
        declare module 'vaul' {
          import * as React from 'react';

          export type DrawerDirection = 'top' | 'bottom' | 'left' | 'right';

          export interface WithFadeFromProps {
            snapPoints: (number | string)[];
            fadeFromIndex: number;
          }
          export interface WithoutFadeFromProps {
            snapPoints?: (number | string)[];
            fadeFromIndex?: never;
          }
          export type DialogProps = {
            activeSnapPoint?: number | string | null;
            setActiveSnapPoint?: (snapPoint: number | string | null) => void;
            children?: React.ReactNode;
            open?: boolean;
            closeThreshold?: number;
            noBodyStyles?: boolean;
            onOpenChange?: (open: boolean) => void;
            shouldScaleBackground?: boolean;
            setBackgroundColorOnScale?: boolean;
            scrollLockTimeout?: number;
            fixed?: boolean;
            handleOnly?: boolean;
            dismissible?: boolean;
            onDrag?: (event: React.PointerEvent<HTMLDivElement>, percentageDragged: number) => void;
            onRelease?: (event: React.PointerEvent<HTMLDivElement>, open: boolean) => void;
            modal?: boolean;
            nested?: boolean;
            onClose?: () => void;
            direction?: 'top' | 'bottom' | 'left' | 'right';
            defaultOpen?: boolean;
            disablePreventScroll?: boolean;
            repositionInputs?: boolean;
            snapToSequentialPoint?: boolean;
            container?: HTMLElement | null;
            onAnimationEnd?: (open: boolean) => void;
            preventScrollRestoration?: boolean;
            autoFocus?: boolean;
          } & (WithFadeFromProps | WithoutFadeFromProps);

          // Radix's DialogContent and DialogOverlay: a div's props and these.
          type DivProps = React.ComponentPropsWithoutRef<'div'>;
          export type ContentProps = DivProps & {
            forceMount?: true;
            asChild?: boolean;
            onOpenAutoFocus?: (event: Event) => void;
            onCloseAutoFocus?: (event: Event) => void;
            onEscapeKeyDown?: (event: KeyboardEvent) => void;
            onPointerDownOutside?: (event: CustomEvent) => void;
            onInteractOutside?: (event: CustomEvent) => void;
          };
          export type OverlayProps = DivProps & { forceMount?: true; asChild?: boolean };
          export type HandleProps = DivProps & { preventCycle?: boolean };
          type PortalProps = { children?: React.ReactNode; container?: HTMLElement | null; forceMount?: true };
          type ButtonProps = DivProps & { asChild?: boolean };

          export function Root(props: DialogProps): JSX.Element;
          export function NestedRoot(props: DialogProps): JSX.Element;
          export const Content: React.ForwardRefExoticComponent<ContentProps & React.RefAttributes<HTMLDivElement>>;
          export const Overlay: React.ForwardRefExoticComponent<OverlayProps & React.RefAttributes<HTMLDivElement>>;
          export const Handle: React.ForwardRefExoticComponent<HandleProps & React.RefAttributes<HTMLDivElement>>;
          export function Portal(props: PortalProps): JSX.Element;

          export const Drawer: {
            Root: typeof Root;
            NestedRoot: typeof NestedRoot;
            Content: typeof Content;
            Overlay: typeof Overlay;
            Trigger: React.ForwardRefExoticComponent<ButtonProps & React.RefAttributes<HTMLButtonElement>>;
            Portal: typeof Portal;
            Handle: typeof Handle;
            Close: React.ForwardRefExoticComponent<ButtonProps & React.RefAttributes<HTMLButtonElement>>;
            Title: React.ForwardRefExoticComponent<DivProps & React.RefAttributes<HTMLHeadingElement>>;
            Description: React.ForwardRefExoticComponent<DivProps & React.RefAttributes<HTMLParagraphElement>>;
          };
        }
        """#
}
