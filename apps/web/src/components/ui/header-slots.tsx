import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** What a page may place in the header: a centre label (selected vaccines, quiz title…) and a back control. */
export interface HeaderSlots {
  centerLabel?: ReactNode;
  back?: ReactNode;
}

const SlotsContext = createContext<{ slots: HeaderSlots; setSlots: (slots: HeaderSlots) => void } | null>(null);

export function HeaderSlotsProvider({ children }: { children: ReactNode }) {
  const [slots, setSlots] = useState<HeaderSlots>({});
  return <SlotsContext.Provider value={{ slots, setSlots }}>{children}</SlotsContext.Provider>;
}

export function useHeaderSlotContent(): HeaderSlots {
  return useContext(SlotsContext)?.slots ?? {};
}

/** Called by a page to fill the header slots while it is shown; they empty when it goes away. */
export function useHeaderSlots(slots: HeaderSlots): void {
  const context = useContext(SlotsContext);
  const setSlots = context?.setSlots;
  const { centerLabel, back } = slots;
  useEffect(() => {
    if (!setSlots) return;
    setSlots({ centerLabel, back });
    return () => setSlots({});
  }, [setSlots, centerLabel, back]);
}
