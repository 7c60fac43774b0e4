:- module(colors, [color/1, shade/2, mix/3]).
color(red). color(green). color(blue).
shade(red, dark_red).
shade(blue, navy).
mix(A, B, A-B).
