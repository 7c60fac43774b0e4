% An integer to a negative integer power is a float power of the base
% as a float: a base past the float range is a float overflow, as in
% SWI, even where the power would underflow to 0.0 (found by the
% fuzzer, issue 25: it was 0.0). A base in range underflows quietly.
show(G) :-
    catch(( X is G, writeq(G = X) ), error(E, _), writeq(G-E)),
    nl.

main :-
    show((2**2000) ** -1),
    show(((-18446744073709551617) ** 21) ** -2),
    show((9223372036854775808 ** 17) ** -2),
    show((2**1000) ** -2),
    show(3 ** -700),
    show((2**1023) ** -1),
    show(2 ** -1),
    show((2**2000) ^ -1).
