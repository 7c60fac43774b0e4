% A case split shows only the steps its contradiction rests on: for each
% case split of the musicians puzzle (examples/puzzles/musicians.txt),
% the supposition, the number of steps that followed from it before the
% contradiction (the whole chain, as the explainer finds it) and the
% number kept (the explanation printed all of them before: 29 for
% "Suppose Egyptian were in house 4").  library(zebra/explain), issue 13.

main :-
    read_file_to_string('../../../../examples/puzzles/musicians.txt', Text, []),
    zebra_read(text(Text), P),
    P = puzzle(N, Attributes, Clues, _),
    zebra_explain(P, explanation(Steps, _, Difficulty)),
    zebra_explain:'$zx_context'(N, Attributes, Clues, Ctx),
    zebra_explain:'$zx_initial'(Ctx, S0),
    forall(nth1(I, Steps, step(case_split(Ref, H, Sub, Contra), _, _)),
           (   I0 is I - 1,
               length(Before, I0),
               append(Before, _, Steps)
           ->  foldl(apply_step(Ctx), Before, S0, S),
               zebra_explain:'$zx_suppose'(Ctx, S, Ref, H, S1),
               zebra_explain:'$zx_chain'(Ctx, S1, any, Whole, contradiction(Contra)),
               length(Whole, W),
               length(Sub, K),
               format("~d. ~q in house ~d: ~d steps, ~d kept~n", [I, Ref, H, W, K])
           )),
    format("~w~n", [Difficulty]).

apply_step(Ctx, step(_, _, Cs), S0, S) :-
    zebra_explain:'$zx_apply'(Ctx, S0, Cs, S).
