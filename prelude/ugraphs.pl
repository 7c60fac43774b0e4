/*  ugraphs.pl -- unweighted graphs (library(ugraphs) of SWI-Prolog).

    A graph is a list of Vertex-Neighbours pairs, sorted by vertex,
    each Neighbours an ordered set.  Everything works by merging sorted
    lists.  top_sort/2,3 is Kahn's algorithm with the vertices whose
    count of incoming edges drops to zero kept on a stack (those a
    vertex frees pushed in the order of its neighbours), which is the
    order SWI's gives.  Helpers are named '$ug_...'.
*/

:- module(ugraphs,
          [ add_edges/3, add_vertices/3, complement/2, compose/3,
            del_edges/3, del_vertices/3, edges/2, neighbors/3,
            neighbours/3, reachable/3, top_sort/2, top_sort/3,
            transitive_closure/2, transpose_ugraph/2, vertices/2,
            vertices_edges_to_ugraph/3, ugraph_union/3, connect_ugraph/3
          ]).

vertices(Graph, Vertices) :-
    '$ug_keys'(Graph, Vertices).

'$ug_keys'([], []).
'$ug_keys'([V-_|G], [V|Vs]) :-
    '$ug_keys'(G, Vs).

vertices_edges_to_ugraph(Vertices, Edges, Graph) :-
    sort(Edges, EdgeSet),
    '$ug_edge_ends'(EdgeSet, Ends),
    append(Vertices, Ends, AllVs),
    sort(AllVs, VertexSet),
    '$ug_group'(VertexSet, EdgeSet, Graph).

'$ug_edge_ends'([], []).
'$ug_edge_ends'([A-B|Es], [A, B|Vs]) :-
    '$ug_edge_ends'(Es, Vs).

%   '$ug_group'(+Vertices, +EdgeSet, -Graph): each vertex with the
%   targets of the edges that start at it (EdgeSet sorted).
'$ug_group'([], _, []).
'$ug_group'([V|Vs], Es0, [V-Ns|G]) :-
    '$ug_targets'(Es0, V, Ns, Es),
    '$ug_group'(Vs, Es, G).

'$ug_targets'([A-B|Es0], V, [B|Ns], Es) :-
    A == V,
    !,
    '$ug_targets'(Es0, V, Ns, Es).
'$ug_targets'(Es, _, [], Es).

'$ug_from_edges'(Edges, Graph) :-
    vertices_edges_to_ugraph([], Edges, Graph).

edges(Graph, Edges) :-
    '$ug_edges'(Graph, Edges).

'$ug_edges'([], []).
'$ug_edges'([V-Ns|G], Edges) :-
    '$ug_edges_from'(Ns, V, Edges, Rest),
    '$ug_edges'(G, Rest).

'$ug_edges_from'([], _, Es, Es).
'$ug_edges_from'([N|Ns], V, [V-N|Es0], Es) :-
    '$ug_edges_from'(Ns, V, Es0, Es).

%   add_vertices(+Graph, +Vertices, -NewGraph): the vertices not in the
%   graph added without edges.
add_vertices(Graph, Vertices, NewGraph) :-
    msort(Vertices, Vs),
    '$ug_add_vertices'(Vs, Graph, NewGraph).

'$ug_add_vertices'([], G, G) :- !.
'$ug_add_vertices'(Vs, [], G) :-
    !,
    '$ug_no_edges'(Vs, G).
'$ug_add_vertices'([V|Vs], [W-Ns|G0], G) :-
    compare(O, V, W),
    (   O == (=)
    ->  G = [W-Ns|G1],
        '$ug_add_vertices'(Vs, G0, G1)
    ;   O == (<)
    ->  G = [V-[]|G1],
        '$ug_add_vertices'(Vs, [W-Ns|G0], G1)
    ;   G = [W-Ns|G1],
        '$ug_add_vertices'([V|Vs], G0, G1)
    ).

'$ug_no_edges'([], []).
'$ug_no_edges'([V|Vs], [V-[]|G]) :-
    '$ug_no_edges'(Vs, G).

%   del_vertices(+Graph, +Vertices, -NewGraph): the vertices gone, and
%   every edge to them.
del_vertices(Graph, Vertices, NewGraph) :-
    sort(Vertices, Del),
    (   Del == []
    ->  NewGraph = Graph
    ;   '$ug_del_vertices'(Graph, Del, NewGraph)
    ).

'$ug_del_vertices'([], _, []).
'$ug_del_vertices'([V-Ns|G0], Del, G) :-
    (   ord_memberchk(V, Del)
    ->  G = G1
    ;   ord_subtract(Ns, Del, Ns1),
        G = [V-Ns1|G1]
    ),
    '$ug_del_vertices'(G0, Del, G1).

add_edges(Graph, Edges, NewGraph) :-
    '$ug_from_edges'(Edges, G1),
    ugraph_union(Graph, G1, NewGraph).

ugraph_union(G, [], U) :-
    !,
    U = G.
ugraph_union([], G, U) :-
    !,
    U = G.
ugraph_union([V1-N1|G1], [V2-N2|G2], U) :-
    compare(O, V1, V2),
    (   O == (=)
    ->  ord_union(N1, N2, N),
        U = [V1-N|U1],
        ugraph_union(G1, G2, U1)
    ;   O == (<)
    ->  U = [V1-N1|U1],
        ugraph_union(G1, [V2-N2|G2], U1)
    ;   U = [V2-N2|U1],
        ugraph_union([V1-N1|G1], G2, U1)
    ).

%   del_edges(+Graph, +Edges, -NewGraph): no vertex is removed.
del_edges(Graph, Edges, NewGraph) :-
    '$ug_from_edges'(Edges, G1),
    '$ug_subtract'(Graph, G1, NewGraph).

'$ug_subtract'(G, [], D) :-
    !,
    D = G.
'$ug_subtract'([], _, []).
'$ug_subtract'([V1-N1|G1], [V2-N2|G2], D) :-
    compare(O, V1, V2),
    (   O == (=)
    ->  ord_subtract(N1, N2, N),
        D = [V1-N|D1],
        '$ug_subtract'(G1, G2, D1)
    ;   O == (<)
    ->  D = [V1-N1|D1],
        '$ug_subtract'(G1, [V2-N2|G2], D1)
    ;   '$ug_subtract'([V1-N1|G1], G2, D)
    ).

neighbors(Vertex, Graph, Neighbours) :-
    neighbours(Vertex, Graph, Neighbours).

%   neighbours(+Vertex, +Graph, -Neighbours): fails if Vertex is not a
%   vertex of Graph.
neighbours(Vertex, [V-Ns|G], Neighbours) :-
    (   V == Vertex
    ->  Neighbours = Ns
    ;   neighbours(Vertex, G, Neighbours)
    ).

%   transitive_closure(+Graph, -Closure): Warshall's algorithm, the
%   vertices taken in order.
transitive_closure(Graph, Closure) :-
    '$ug_warshall'(Graph, Graph, Closure).

'$ug_warshall'([], Closure, Closure).
'$ug_warshall'([V-_|Vs], G0, Closure) :-
    memberchk(V-Through, G0),
    '$ug_through'(G0, V, Through, G1),
    '$ug_warshall'(Vs, G1, Closure).

'$ug_through'([], _, _, []).
'$ug_through'([X-Ns|G0], V, Through, [X-Ns1|G]) :-
    (   ord_memberchk(V, Ns)
    ->  ord_union(Ns, Through, Ns1)
    ;   Ns1 = Ns
    ),
    '$ug_through'(G0, V, Through, G).

transpose_ugraph(Graph, NewGraph) :-
    vertices(Graph, Vs),
    edges(Graph, Es),
    '$ug_flip'(Es, Flipped),
    vertices_edges_to_ugraph(Vs, Flipped, NewGraph).

'$ug_flip'([], []).
'$ug_flip'([A-B|Es], [B-A|Fs]) :-
    '$ug_flip'(Es, Fs).

%   compose(+G1, +G2, -G): an edge A-C for each A-B of G1 and B-C of
%   G2, over the vertices of both.
compose(G1, G2, G) :-
    vertices(G1, V1),
    vertices(G2, V2),
    ord_union(V1, V2, Vs),
    '$ug_compose'(Vs, G1, G2, G).

'$ug_compose'([], _, _, []).
'$ug_compose'([V|Vs], G1, G2, [V-Ns|G]) :-
    (   G1 = [W-Mid|G1a], W == V
    ->  '$ug_compose_from'(Mid, G2, [], Ns),
        G1b = G1a
    ;   Ns = [],
        G1b = G1
    ),
    '$ug_compose'(Vs, G1b, G2, G).

'$ug_compose_from'([], _, Ns, Ns).
'$ug_compose_from'([M|Ms], G2, Ns0, Ns) :-
    (   neighbours(M, G2, MNs)
    ->  ord_union(Ns0, MNs, Ns1)
    ;   Ns1 = Ns0
    ),
    '$ug_compose_from'(Ms, G2, Ns1, Ns).

%   top_sort(+Graph, -Sorted): the vertices listed so that every edge
%   goes forward; fails if there is a cycle.
top_sort(Graph, Sorted) :-
    top_sort(Graph, [], Sorted).

%   top_sort(+Graph, ?Tail, -Sorted): the same list ending in Tail (the
%   arguments in this order, as in SWI's).
top_sort(Graph, Tail, Sorted) :-
    '$ug_in_counts'(Graph, Counts0),
    '$ug_zeros'(Graph, Counts0, Zeros),
    '$ug_kahn'(Zeros, Graph, Counts0, Counts, Sorted, Tail),
    \+ ( '$ug_member_count'(_, N, Counts), N =\= 0 ).

%   The counts are an assoc from vertex to its number of incoming edges.
'$ug_in_counts'(Graph, Counts) :-
    '$ug_keys'(Graph, Vs),
    '$ug_zero_pairs'(Vs, Ps),
    list_to_assoc(Ps, C0),
    foldl('$ug_count_edges', Graph, C0, Counts).

'$ug_zero_pairs'([], []).
'$ug_zero_pairs'([V|Vs], [V-0|Ps]) :-
    '$ug_zero_pairs'(Vs, Ps).

'$ug_count_edges'(_-Ns, C0, C) :-
    foldl('$ug_count_edge', Ns, C0, C).

'$ug_count_edge'(N, C0, C) :-
    (   get_assoc(N, C0, K0)
    ->  K is K0 + 1,
        put_assoc(N, C0, K, C)
    ;   C = C0
    ).

'$ug_member_count'(V, N, Counts) :-
    gen_assoc(V, Counts, N).

'$ug_zeros'([], _, []).
'$ug_zeros'([V-_|G], Counts, Zs) :-
    (   get_assoc(V, Counts, 0)
    ->  Zs = [V|Zs1]
    ;   Zs = Zs1
    ),
    '$ug_zeros'(G, Counts, Zs1).

'$ug_kahn'([], _, Counts, Counts, Tail, Tail).
'$ug_kahn'([V|Zs0], Graph, C0, Counts, [V|Sorted], Tail) :-
    neighbours(V, Graph, Ns),
    '$ug_release'(Ns, C0, C1, Zs0, Zs),
    '$ug_kahn'(Zs, Graph, C1, Counts, Sorted, Tail).

'$ug_release'([], C, C, Zs, Zs).
'$ug_release'([N|Ns], C0, C, Zs0, Zs) :-
    (   get_assoc(N, C0, K0)
    ->  K is K0 - 1,
        put_assoc(N, C0, K, C1),
        (   K =:= 0
        ->  Zs1 = [N|Zs0]
        ;   Zs1 = Zs0
        )
    ;   C1 = C0,
        Zs1 = Zs0
    ),
    '$ug_release'(Ns, C1, C, Zs1, Zs).

%   connect_ugraph(+Graph, -Start, -NewGraph): Start, a vertex before
%   every other, with an edge to each.
connect_ugraph([], Start, Graph) :-
    !,
    Start = 0,
    Graph = [].
connect_ugraph(Graph, Start, [Start-Vs|Graph]) :-
    vertices(Graph, Vs),
    Vs = [First|_],
    (   var(First)
    ->  throw(error(instantiation_error, _))
    ;   number(First)
    ->  Start is First - 1
    ;   Start = 0
    ).

complement(Graph, NewGraph) :-
    vertices(Graph, Vs),
    '$ug_complement'(Graph, Vs, NewGraph).

'$ug_complement'([], _, []).
'$ug_complement'([V-Ns|G], Vs, [V-Others|NG]) :-
    ord_add_element(Ns, V, Not),
    ord_subtract(Vs, Not, Others),
    '$ug_complement'(G, Vs, NG).

%   reachable(+Vertex, +Graph, -Vertices): breadth first; fails if a
%   vertex reached is not a vertex of Graph.
reachable(V, Graph, Reached) :-
    '$ug_reach'([V], Graph, [V], Reached).

'$ug_reach'([], _, Reached, Reached).
'$ug_reach'([V|Queue], Graph, Seen, Reached) :-
    neighbours(V, Graph, Ns),
    ord_subtract(Ns, Seen, New),
    ord_union(Seen, New, Seen1),
    append(Queue, New, Queue1),
    '$ug_reach'(Queue1, Graph, Seen1, Reached).
