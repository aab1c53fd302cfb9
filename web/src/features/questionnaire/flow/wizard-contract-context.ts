import { createContext, useContext } from 'react';
import type { NewContract } from '../store/new-contract-store';

/**
 * The contract in progress as the wizard layout hands it to its steps. It stays set while the layout
 * leaves the flow after the contract was cleared (abandon, payment), so a step never renders without it.
 */
export const WizardContractContext = createContext<NewContract | null>(null);

export const useWizardContract = (): NewContract => {
  const contract = useContext(WizardContractContext);
  if (!contract) throw new Error('useWizardContract must be used inside the wizard layout');
  return contract;
};
