F, L, C, M, A = "First names", "Last names", "Cabins", "Merit badges", "Ages"
CATEGORIES = [
    (F, ["Billy", "Danny", "Jimmy", "Tommy"]),
    (L, ["Gates", "Hirsch", "Kane", "Mercer"]),
    (C, ["Bear cabin", "Fox cabin", "Hawk cabin", "Wolf cabin"]),
    (M, ["archery", "canoeing", "first aid", "knot tying"]),
    (A, ["11", "12", "13", "14"], [11, 12, 13, 14]),
]
SOLUTION = [
    ["Billy", "Kane", "Hawk cabin", "archery", "13"],
    ["Danny", "Mercer", "Bear cabin", "knot tying", "11"],
    ["Jimmy", "Gates", "Wolf cabin", "first aid", "14"],
    ["Tommy", "Hirsch", "Fox cabin", "canoeing", "12"],
]
CLUES = [
    ("The oldest scout bunked in Wolf cabin and earned the first aid badge.",
     lambda s: s.same("14", "Wolf cabin") and s.same("14", "first aid")),
    ("The Kane boy is a year older than Tommy.", lambda s: s.n(A, "Kane") == s.n(A, "Tommy") + 1),
    ("Danny, who isn't Hirsch, is the youngest of the four.",
     lambda s: not s.same("Danny", "Hirsch") and s.n(A, "Danny") == 11),
    ("The scout in Fox cabin earned his badge in canoeing.", lambda s: s.same("Fox cabin", "canoeing")),
    ("Mercer didn't earn the archery badge, and he didn't stay in Hawk cabin.",
     lambda s: not s.same("Mercer", "archery") and not s.same("Mercer", "Hawk cabin")),
    ("Jimmy's last name is either Gates or Hirsch.", lambda s: s.same("Jimmy", "Gates") or s.same("Jimmy", "Hirsch")),
    ("Billy is older than the boy who learned to tie knots but younger than Gates.",
     lambda s: s.n(A, "knot tying") < s.n(A, "Billy") < s.n(A, "Gates")),
    ("Tommy didn't sleep in Bear cabin.", lambda s: not s.same("Tommy", "Bear cabin")),
    ("Danny bunked in Bear cabin, and Billy wasn't in Fox cabin.",
     lambda s: s.same("Danny", "Bear cabin") and not s.same("Billy", "Fox cabin")),
]
NUM = "."
DOT = False
INTRO = ["Four Boy Scouts from Troop 12 spent a week at Camp Tamarack, each in a different cabin.",
         "Each earned a different merit badge, and the boys were 11, 12, 13 and 14 years old.",
         "Find each scout's full name, cabin, badge, and age."]
OUTRO = []
REMARKS = INTRO + OUTRO
