N = "Stacks"
def n(s, x):
    return s.n(N, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Customers", ["Lev", "Maeve", "Nico", "Opal", "Pia"]),
    ("Stacks", ["2 pancakes", "3 pancakes", "4 pancakes", "5 pancakes", "6 pancakes"], [2, 3, 4, 5, 6]),
    ("Toppings", ["bacon", "banana", "blueberries", "lemon and sugar", "maple syrup"]),
]
SOLUTION = [("Lev", "5 pancakes", "bacon"), ("Maeve", "2 pancakes", "lemon and sugar"), ("Nico", "6 pancakes", "maple syrup"), ("Opal", "3 pancakes", "blueberries"), ("Pia", "4 pancakes", "banana")]
CLUES = [
    ("The person who had maple syrup ate the most pancakes.", lambda s: n(s, "maple syrup") == 6),
    ("Lev ate 2 more pancakes than Opal.", lambda s: n(s, "Lev") == n(s, "Opal") + 2),
    ("Maeve ate the fewest.", lambda s: n(s, "Maeve") == 2),
    ("Of Pia and Opal, one had blueberries and the other ate 4 pancakes.", lambda s: (s.same("Pia", "blueberries") and s.same("Opal", "4 pancakes")) or (s.same("Opal", "blueberries") and s.same("Pia", "4 pancakes"))),
    ("The customer who chose lemon and sugar ate fewer pancakes than the one who chose blueberries.", lambda s: n(s, "lemon and sugar") < n(s, "blueberries")),
    ("Lev didn't have banana.", lambda s: not s.same("Lev", "banana")),
    ("Nico didn't have bacon.", lambda s: not s.same("Nico", "bacon")),
    ("Nico ate more pancakes than anyone else.", lambda s: n(s, "Nico") == 6),
    ("Whoever had the blueberries ate 3 pancakes.", lambda s: n(s, "blueberries") == 3),
]
QUESTIONS = [("Who had the bacon?", lambda s: s.v("Customers", "bacon"))]
