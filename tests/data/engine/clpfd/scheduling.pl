% chain/2, circuit/1, serialized/2, cumulative/1,2, disjoint2/1 and
% automaton/3 were missing (issue 11 sweep): their solutions in
% labeling order, their residual goals and SWI's argument errors.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, Gs), numbervars(C-Gs, 0, _),
    format("~w: ~q~n", [L, C-Gs]).

two_ones(Vs) :-
    automaton(Vs, [source(a),sink(c)],
              [arc(a,0,a), arc(a,1,b), arc(b,0,a), arc(b,1,c), arc(c,0,c), arc(c,1,c)]).

knight(N, I, D) :-
    X0 is (I-1) mod N, Y0 is (I-1) // N,
    findall(J, ( member(DX-DY, [1-2,2-1,2-(-1),1-(-2),(-1)-(-2),(-2)-(-1),(-2)-1,(-1)-2]),
                 X is X0+DX, Y is Y0+DY, X >= 0, X < N, Y >= 0, Y < N,
                 J is Y*N+X+1 ), [J0|Js]),
    foldl(union, Js, J0, D).

union(J, D, D \/ J).

tour(N, Vs) :-
    N2 is N*N, length(Vs, N2), numlist(1, N2, Is),
    maplist(knight(N), Is, Ds), maplist(in, Vs, Ds), circuit(Vs).

main :-
    v(automaton, findall(Vs, (length(Vs, 3), two_ones(Vs), label(Vs)), L1), L1),
    v(automaton_prop, (length(Ws, 4), Ws ins 0..1, two_ones(Ws), Ws = [0,0|_]), Ws),
    v(circuit4, findall(Cs, (length(Cs, 4), circuit(Cs), label(Cs)), L2), L2),
    v(circuit_goals, (length(C5, 5), circuit(C5), C5 = [2|_]), C5),
    v(circuit_one, circuit([X6]), X6),
    v(circuit_empty, circuit([]), yes),
    v(circuit_subcycle, circuit([2,1,_,_]), yes),
    v(knights_tour_6, (tour(6, T7), labeling([ff], T7)), T7),
    v(chain_lt, findall(Ds, (length(Ds, 3), chain(Ds, #<), Ds ins 1..4, label(Ds)), L8), L8),
    v(chain_bad, chain([_,_], foo), yes),
    v(chain_var, chain([_,_], _), yes),
    v(serialized, (Ss = [S1,_,_], Ss ins 0..10, serialized(Ss, [3,4,2]), S1 = 0, Ss = [_,S2,_], S2 #< 5), Ss),
    v(serialized_all, findall(Ss2, (Ss2 = [_,_,_], Ss2 ins 0..6, serialized(Ss2, [3,2,2]), label(Ss2)), L10), L10),
    v(serialized_neg, serialized([_], [-1]), yes),
    v(cumulative, (Tasks = [task(T1,3,_,1,_), task(T2,2,_,1,_), task(T3,2,_,2,_)], [T1,T2,T3] ins 0..6,
                   cumulative(Tasks, [limit(2)]), findall([T1,T2,T3], label([T1,T2,T3]), L11), length(L11, N11),
                   L11 = [F11|_], last(L11, La11)), N11-F11-La11),
    v(cumulative_1, (Ts = [task(A,2,_,1,_), task(B,2,_,1,_)], [A,B] ins 0..3, cumulative(Ts),
                     findall(A-B, label([A,B]), L12)), L12),
    v(cumulative_opt, cumulative([], [foo]), yes),
    v(cumulative_open, cumulative([task(_,2,_,1,_)]), yes),
    v(disjoint2, (Rs = [r(X1,2,Y1,2), r(X2,2,Y2,1), r(X3,1,Y3,1)], [X1,X2,X3,Y1,Y2,Y3] ins 0..2, disjoint2(Rs),
                  findall([X1,Y1,X2,Y2,X3,Y3], label([X1,Y1,X2,Y2,X3,Y3]), L13), length(L13, N13), L13 = [F13|_]), N13-F13).
