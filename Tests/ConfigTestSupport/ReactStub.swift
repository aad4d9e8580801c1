extension TypeCheckStubs {
    /// The part of React's API the vaul export uses, with the signatures React 18's published
    /// declarations give them: hooks, refs, `forwardRef` components and the DOM elements' props.
    /// The DOM types themselves come from TypeScript's own `lib.dom.d.ts`.
    package static let react = #"""
        declare module 'react' {
          export type ReactNode = ReactElement | string | number | boolean | null | undefined | ReactNode[];
          export interface ReactElement {
            type: unknown;
            props: unknown;
            key: string | null;
          }
          export type Key = string | number;
          export interface RefObject<T> {
            readonly current: T | null;
          }
          export interface MutableRefObject<T> {
            current: T;
          }
          export type RefCallback<T> = (instance: T | null) => void;
          export type Ref<T> = RefCallback<T> | RefObject<T> | null;
          export type Dispatch<A> = (value: A) => void;
          export type SetStateAction<S> = S | ((previous: S) => S);
          export type DependencyList = readonly unknown[];
          export type EffectCallback = () => void | (() => void);

          export function useState<S>(initialState: S | (() => S)): [S, Dispatch<SetStateAction<S>>];
          export function useRef<T>(initialValue: T): MutableRefObject<T>;
          export function useRef<T>(initialValue: T | null): RefObject<T>;
          export function useEffect(effect: EffectCallback, deps?: DependencyList): void;
          export function useLayoutEffect(effect: EffectCallback, deps?: DependencyList): void;
          export function useMemo<T>(factory: () => T, deps: DependencyList): T;
          export function useCallback<T extends Function>(callback: T, deps: DependencyList): T;

          export interface CSSProperties {
            [property: string]: string | number | undefined;
          }
          export interface SyntheticEvent<T = Element, E = Event> {
            currentTarget: T;
            nativeEvent: E;
            preventDefault(): void;
            stopPropagation(): void;
          }
          export interface MouseEvent<T = Element> extends SyntheticEvent<T, globalThis.MouseEvent> {
            clientX: number;
            clientY: number;
          }
          export interface PointerEvent<T = Element> extends MouseEvent<T> {
            pointerId: number;
          }
          export interface TransitionEvent<T = Element> extends SyntheticEvent<T, globalThis.TransitionEvent> {
            propertyName: string;
          }
          export interface DOMAttributes<T> {
            children?: ReactNode;
            onClick?: (event: MouseEvent<T>) => void;
            onPointerDown?: (event: PointerEvent<T>) => void;
            onPointerMove?: (event: PointerEvent<T>) => void;
            onPointerUp?: (event: PointerEvent<T>) => void;
            onTransitionEnd?: (event: TransitionEvent<T>) => void;
          }
          export interface HTMLAttributes<T> extends DOMAttributes<T> {
            className?: string;
            id?: string;
            style?: CSSProperties;
            role?: string;
            hidden?: boolean;
            tabIndex?: number;
            'aria-hidden'?: boolean | 'true' | 'false';
          }
          export interface StyleHTMLAttributes<T> extends HTMLAttributes<T> {
            media?: string;
          }
          export interface ClassAttributes<T> {
            key?: Key | null;
            ref?: Ref<T>;
          }
          export type DetailedHTMLProps<E, T> = ClassAttributes<T> & E;
          export interface RefAttributes<T> {
            ref?: Ref<T>;
          }
          export type PropsWithoutRef<P> = P extends unknown ? ('ref' extends keyof P ? Omit<P, 'ref'> : P) : P;
          export interface ExoticComponent<P> {
            (props: P): ReactElement | null;
          }
          export interface ForwardRefExoticComponent<P> extends ExoticComponent<P> {
            displayName?: string;
          }
          export interface ForwardRefRenderFunction<T, P> {
            (props: P, ref: Ref<T>): ReactElement | null;
          }
          export function forwardRef<T, P = {}>(
            render: ForwardRefRenderFunction<T, P>,
          ): ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<T>>;
          export type JSXElementConstructor<P> = (props: P) => ReactElement | null;
          export type ComponentProps<T> = T extends JSXElementConstructor<infer P>
            ? P
            : T extends keyof JSX.IntrinsicElements
            ? JSX.IntrinsicElements[T]
            : {};
          export type ComponentPropsWithoutRef<T> = PropsWithoutRef<ComponentProps<T>>;
        }

        // Top level of a script file (no import or export): JSX is the global namespace.
        declare namespace JSX {
          interface Element {
            type: unknown;
            props: unknown;
            key: string | null;
          }
          interface ElementChildrenAttribute {
            children: {};
          }
          interface IntrinsicAttributes {
            key?: import('react').Key | null;
          }
          interface IntrinsicElements {
            div: import('react').DetailedHTMLProps<import('react').HTMLAttributes<HTMLDivElement>, HTMLDivElement>;
            style: import('react').DetailedHTMLProps<
              import('react').StyleHTMLAttributes<HTMLStyleElement>,
              HTMLStyleElement
            >;
          }
        }
        """#
}
