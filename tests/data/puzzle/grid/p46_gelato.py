P = "Prices"
CATEGORIES = [
    ("Customers", ["Fabrizio", "Gemma", "Horatio", "Imelda", "Jonas"]),
    ("Flavours", ["hazelnut", "lemon", "pistachio", "stracciatella", "tiramisu"]),
    ("Prices", ["$3.25", "$3.75", "$4.25", "$4.75", "$5.25"], [325, 375, 425, 475, 525]),
    ("Toppings", ["almonds", "cherries", "chocolate chips", "sprinkles", "wafer"]),
]
SOLUTION = [
    ["Fabrizio", "stracciatella", "$4.25", "wafer"],
    ["Gemma", "lemon", "$3.25", "cherries"],
    ["Horatio", "pistachio", "$5.25", "chocolate chips"],
    ["Imelda", "tiramisu", "$4.75", "almonds"],
    ["Jonas", "hazelnut", "$3.75", "sprinkles"],
]
CLUES = [
    ("Horatio paid $1 more than Fabrizio.", lambda s: s.n(P, "Horatio") == s.n(P, "Fabrizio") + 100),
    ("The lemon gelato was the cheapest order.", lambda s: s.n(P, "lemon") == 325),
    ("The cone with sprinkles cost 50 cents less than the stracciatella.", lambda s: s.n(P, "sprinkles") == s.n(P, "stracciatella") - 50),
    ("Of Imelda and the customer who chose pistachio, one added almonds and the other paid $5.25.",
     lambda s: not s.same("Imelda", "pistachio") and (
         (s.same("Imelda", "almonds") and s.same("pistachio", "$5.25")) or
         (s.same("pistachio", "almonds") and s.same("Imelda", "$5.25")))),
    ("The $4.75 order was either the tiramisu or Jonas's.", lambda s: s.same("$4.75", "tiramisu") != s.same("$4.75", "Jonas")),
    ("Gemma, who didn't order the hazelnut, topped hers with cherries.",
     lambda s: not s.same("Gemma", "hazelnut") and s.same("Gemma", "cherries")),
    ("The wafer went on a somewhat more expensive order than Jonas's.", lambda s: s.n(P, "wafer") > s.n(P, "Jonas")),
]
CLUES.append(("Gemma paid $1 less than the customer whose gelato came with a wafer.", lambda s: s.n(P, "Gemma") == s.n(P, "wafer") - 100))
NUM = "."
INTRO = ["Five customers at a gelato shop each ordered a different flavour with a different topping, and each paid a different price."]
REMARKS = INTRO
