import { createContext, type ReactNode } from 'react';
import { BotCheck, type BotCheckProps } from '../../components/ui/bot-check.tsx';

/** Renders the bot-check widget; component tests stand in for the proof of work jsdom cannot run. */
export const ProviderBotCheck = createContext<(props: BotCheckProps) => ReactNode>((props) => <BotCheck {...props} />);
