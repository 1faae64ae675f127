import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  parseAge,
  quizPath,
  QUIZ_QUESTION_OPTIONS,
  QUIZ_STEPS,
  type QuizAge,
  type QuizAnswerValue,
  type QuizStep,
  type YesNoQuestion,
} from './quiz-rules.ts';
import { quizMachine, type QuizEvent } from './quiz.machine.ts';

const age = (input: string): QuizAge => {
  const parsed = parseAge(input);
  if (!parsed.ok) throw new Error(input);
  return parsed.age;
};

function start() {
  const actor = createActor(quizMachine).start();
  const send = (event: QuizEvent) => {
    actor.send(event);
    return actor.getSnapshot();
  };
  return {
    actor,
    send,
    answer: (question: YesNoQuestion, value: QuizAnswerValue) => send({ type: 'SUBMIT_ANSWER', question, value }),
  };
}

describe('the quiz flow', () => {
  it('takes a 55-year-old through flu, COVID-19, pregnancy, RSV, pneumococcal and conditions to results', () => {
    const { send, answer } = start();
    expect(send({ type: 'SUBMIT_ANSWER', question: 'age', value: age('55') }).value).toBe('flu');
    expect(answer('flu', false).value).toBe('covid19');
    expect(answer('covid19', false).value).toBe('pregnancy');
    expect(answer('pregnancy', false).value).toBe('rsv');
    expect(answer('rsv', false).value).toBe('pneumococcal');
    expect(answer('pneumococcal', 'unknown').value).toBe('preExistingConditions');
    const done = send({ type: 'SUBMIT_ANSWER', question: 'preExistingConditions', value: ['diabetes'] });
    expect(done.value).toBe('results');
    expect(done.context).toMatchObject({
      progress: 7,
      isSubmitted: true,
      isPregnant: false,
      bookingFlow: 'adult',
      maternalRsvEligibility: false,
      history: ['age', 'flu', 'covid19', 'pregnancy', 'rsv', 'pneumococcal', 'preExistingConditions'],
    });
    expect(done.context.eligibility?.rsv).toEqual({ status: 'true', codes: ['rsvUMC'] });
  });

  it('stays on a question when the answer is not one of its options', () => {
    const { send, answer } = start();
    expect(send({ type: 'SUBMIT_ANSWER', question: 'age', value: { value: 3, unit: 'months' } }).value).toBe('age');
    send({ type: 'SUBMIT_ANSWER', question: 'age', value: age('30') });
    expect(answer('flu', 'unknown').value).toBe('flu');
    expect(answer('covid19', true).value).toBe('flu');
  });

  it('goes back to the last history entry and counts progress down', () => {
    const { send, answer } = start();
    send({ type: 'SUBMIT_ANSWER', question: 'age', value: age('70') });
    answer('flu', true);
    answer('covid19', true);
    expect(send({ type: 'BACK' })).toMatchObject({
      value: 'covid19',
      context: { progress: 2, history: ['age', 'flu'] },
    });
    expect(send({ type: 'BACK' }).value).toBe('flu');
    expect(send({ type: 'BACK' })).toMatchObject({ value: 'age', context: { progress: 0, history: [] } });
    expect(send({ type: 'BACK' }).value).toBe('age');
  });

  it('starts over when age is submitted again, forgetting the earlier answers', () => {
    const { send, answer } = start();
    send({ type: 'SUBMIT_ANSWER', question: 'age', value: age('70') });
    answer('flu', true);
    send({ type: 'BACK' });
    send({ type: 'BACK' });
    const again = send({ type: 'SUBMIT_ANSWER', question: 'age', value: age('8M') });
    expect(again.context.answers).toEqual({ age: { value: 8, unit: 'months' } });
    expect(again.context).toMatchObject({ progress: 1, history: ['age'] });
  });

  it('clears the results when going back from them, and RESET returns to age with nothing kept', () => {
    const { send, answer } = start();
    send({ type: 'SUBMIT_ANSWER', question: 'age', value: age('10') });
    answer('flu', false);
    expect(answer('covid19', false)).toMatchObject({
      value: 'results',
      context: { isSubmitted: true, bookingFlow: 'minor' },
    });
    expect(send({ type: 'BACK' })).toMatchObject({
      value: 'covid19',
      context: { eligibility: null, isSubmitted: false },
    });
    expect(send({ type: 'RESET' })).toMatchObject({ value: 'age', context: { answers: {}, progress: 0, history: [] } });
  });

  it('moves forward from age to flu again once age is answered, and jumps back only to answered steps', () => {
    const { send, answer } = start();
    expect(send({ type: 'GOTO', step: 'flu' }).value).toBe('age');
    send({ type: 'SUBMIT_ANSWER', question: 'age', value: age('30') });
    send({ type: 'BACK' });
    expect(send({ type: 'GOTO', step: 'flu' })).toMatchObject({
      value: 'flu',
      context: { progress: 1, history: ['age'] },
    });
    answer('flu', false);
    expect(send({ type: 'GOTO', step: 'pregnancy' }).value).toBe('covid19');
    expect(send({ type: 'GOTO', step: 'age' })).toMatchObject({ value: 'age', context: { progress: 0, history: [] } });
  });

  it('marks a pregnant 30-year-old for maternal RSV', () => {
    const { send, answer } = start();
    send({ type: 'SUBMIT_ANSWER', question: 'age', value: age('30') });
    answer('flu', false);
    answer('covid19', true);
    expect(answer('pregnancy', true)).toMatchObject({
      value: 'results',
      context: { isPregnant: true, maternalRsvEligibility: true },
    });
  });
});

const AGE_INPUTS = [
  '6M',
  '11M',
  '1',
  '11',
  '12',
  '17',
  '18',
  '19',
  '30',
  '49',
  '50',
  '59',
  '60',
  '64',
  '65',
  '74',
  '75',
  '100',
];
const CONDITION_CHOICES = [[], ['asthma']];

function eventsFor(snapshot: { value: unknown }): QuizEvent[] {
  const step = snapshot.value as QuizStep;
  const moves: QuizEvent[] = [
    { type: 'BACK' },
    { type: 'RESET' },
    ...QUIZ_STEPS.map((s) => ({ type: 'GOTO' as const, step: s })),
  ];
  if (step === 'age')
    return [
      ...AGE_INPUTS.map((a) => ({ type: 'SUBMIT_ANSWER' as const, question: 'age' as const, value: age(a) })),
      ...moves,
    ];
  if (step === 'preExistingConditions')
    return [...CONDITION_CHOICES.map((value) => ({ type: 'SUBMIT_ANSWER' as const, question: step, value })), ...moves];
  if (step === 'results') return moves;
  return [
    ...QUIZ_QUESTION_OPTIONS[step as YesNoQuestion].map((value) => ({
      type: 'SUBMIT_ANSWER' as const,
      question: step as YesNoQuestion,
      value,
    })),
    ...moves,
  ];
}

function machineEdges(node: DirectedGraphNode): string[] {
  return [
    ...node.edges.map((e) => `${e.source.key}|${e.label.text}|${e.target.key}`),
    ...node.children.flatMap(machineEdges),
  ];
}

describe('path coverage', () => {
  it('walks every transition of the machine', () => {
    // States are told apart by step, history and the age (which decides the path); answers beyond that only change
    // results, which the rules tests cover.
    const adjacency = getAdjacencyMap(quizMachine, {
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.history,
          s.context.answers.age,
          s.context.answers.pregnancy,
          s.context.answers.covid19,
          s.context.answers.rsv,
        ]),
    });
    const walked = new Set<string>();
    for (const { state, event, nextState: next } of adjacencyMapToArray(adjacency)) {
      // An ignored event leaves the very same snapshot: no transition was taken.
      if (next === state) continue;
      // RESET is defined once on the root (`quiz` key); count it there.
      const source = event.type === 'RESET' ? 'quiz' : String(state.value);
      walked.add(`${source}|${event.type}|${String(next.value)}`);
    }
    const expected = machineEdges(toDirectedGraph(quizMachine));
    expect(expected.length).toBeGreaterThan(40);
    expect(expected.filter((edge) => !walked.has(edge))).toEqual([]);
  });

  it('asks, for every age and every answer, the same questions as the quiz rules', () => {
    for (const input of AGE_INPUTS) {
      for (const yes of [true, false]) {
        for (const pneumococcal of [true, false, 'unknown'] as const) {
          const { send } = start();
          let snapshot = send({ type: 'SUBMIT_ANSWER', question: 'age', value: age(input) });
          const walked: QuizStep[] = ['age'];
          while (snapshot.value !== 'results') {
            const step = snapshot.value as QuizStep;
            walked.push(step);
            const event: QuizEvent =
              step === 'preExistingConditions'
                ? { type: 'SUBMIT_ANSWER', question: step, value: yes ? ['asthma'] : [] }
                : {
                    type: 'SUBMIT_ANSWER',
                    question: step as YesNoQuestion,
                    value: step === 'pneumococcal' ? pneumococcal : yes,
                  };
            snapshot = send(event);
            expect(walked.length, `${input} stuck at ${step}`).toBeLessThan(9);
          }
          expect([...walked, 'results']).toEqual(quizPath(snapshot.context.answers));
        }
      }
    }
  });
});
