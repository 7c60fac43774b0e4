% library(ugraphs): graphs as sorted Vertex-Neighbours lists, as
% SWI-Prolog's (issue 14).
:- use_module(library(ugraphs)).
:- ensure_loaded(harness).

g([1-[3,5],2-[4],3-[],4-[5],5-[],6-[],7-[2,6],8-[]]).

main :-
    g(G),
    t(vertices_edges_to_ugraph([], [1-3,2-4,4-5,1-5], _)),
    t(vertices_edges_to_ugraph([6,7,8], [1-3,2-4,4-5,1-5,1-3], _)),
    t(vertices_edges_to_ugraph([a], [], _)),
    t(vertices(G, _)),
    t(edges(G, _)),
    t(edges([], _)),
    t(add_vertices([1-[3,5],2-[]], [0,1,2,9], _)),
    t(add_vertices([], [b,a], _)),
    t(del_vertices(G, [2,1], _)),
    t(del_vertices(G, [], _)),
    t(add_edges(G, [1-6,2-3,3-2,5-7,3-2,4-5], _)),
    t(add_edges([], [a-b], _)),
    t(del_edges(G, [1-6,2-3,3-2,5-7,3-2,4-5,1-3], _)),
    t(ugraph_union([1-[2],2-[3]], [2-[4],3-[1,2,4]], _)),
    t(ugraph_union([], [a-[]], _)),
    t(neighbours(7, G, _)),
    t(neighbors(4, G, _)),
    t(neighbours(9, G, _)),
    t(transitive_closure([1-[2,3],2-[4,5],4-[6]], _)),
    t(transitive_closure([a-[b],b-[c],c-[a]], _)),
    t(transpose_ugraph(G, _)),
    t(compose([1-[2],2-[3]], [2-[4],3-[1,2,4]], _)),
    t(top_sort([1-[2], 2-[3], 3-[]], _)),
    t(top_sort([a-[b,c,d], b-[e], c-[e], d-[e], e-[], f-[a], g-[]], _)),
    t(top_sort([1-[2], 2-[1]], _)),
    t(top_sort([], _)),
    t(top_sort([1-[2], 2-[3], 3-[]], [end], _)),
    t(top_sort(G, _)),
    t(complement([1-[3,5],2-[4],3-[],4-[1,2,7,5],5-[],6-[],7-[],8-[]], _)),
    t(reachable(1, [1-[3,5],2-[4],3-[],4-[5],5-[]], _)),
    t(reachable(7, G, _)),
    t(reachable(1, [1-[2]], _)),
    t(reachable(a, [a-[b,c],b-[a],c-[d],d-[]], _)),
    t(connect_ugraph([1-[2],2-[]], _, _)),
    t(connect_ugraph([a-[b],b-[]], _, _)),
    t(connect_ugraph([], _, _)),
    t((G2 = [a-[b],b-[],c-[d],d-[]], \+ top_sort([x-[y], y-[x]], _),
       connect_ugraph(G2, S, C), top_sort(C, [S|_]))),
    catch(connect_ugraph([_-[]], _, _), error(E, _), (print(E), nl)).
