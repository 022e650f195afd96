import { Component, type ReactNode } from 'react';
import { useServices } from '../app-services.js';

interface Props {
  readonly children: ReactNode;
  readonly onError: (error: unknown) => void;
}

class Boundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Spec doc 1 §2: "A routing error marks the server as unreachable". A screen whose code cannot be fetched (the
 * server went away, or was updated under an open tab) shows "Cannot connect to server" with Reload.
 */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  const services = useServices();
  return (
    <Boundary
      onError={(error) => {
        console.error('A screen could not be loaded', error);
        services.overlays.showUnreachable();
      }}
    >
      {children}
    </Boundary>
  );
}
