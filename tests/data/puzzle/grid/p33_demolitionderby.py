M = "Times"
def either(s, a, b, p, q):
    return not s.same(a, b) and ((s.same(a, p) and s.same(b, q)) or (s.same(b, p) and s.same(a, q)))
CATEGORIES = [
    ("Drivers", ["Dwayne", "Ivy", "Rusty", "Shay", "Tammy"]),
    ("Cars", ["Cadillac", "Impala", "Lincoln", "Mercury", "Pontiac"]),
    ("Numbers", ["#3", "#8", "#17", "#22", "#41"]),
    ("Times", ["4 minutes", "6 minutes", "8 minutes", "10 minutes", "12 minutes"], [4, 6, 8, 10, 12]),
    ("Sponsors", ["bait shop", "body shop", "diner", "feed store", "tire shop"]),
]
SOLUTION = [
    ["Dwayne", "Lincoln", "#17", "12 minutes", "feed store"],
    ["Ivy", "Impala", "#3", "8 minutes", "body shop"],
    ["Rusty", "Cadillac", "#41", "4 minutes", "diner"],
    ["Shay", "Pontiac", "#8", "10 minutes", "tire shop"],
    ["Tammy", "Mercury", "#22", "6 minutes", "bait shop"],
]
CLUES = [
    ("The car sponsored by the diner lasted 2 minutes less than Tammy's.",
     lambda s: s.n(M, "diner") == s.n(M, "Tammy") - 2),
    ("Dwayne's car, which wasn't #3, outlasted all the others.",
     lambda s: not s.same("Dwayne", "#3") and s.n(M, "Dwayne") == 12),
    ("The Impala, car #3, lasted 2 minutes less than the Pontiac.",
     lambda s: s.same("Impala", "#3") and s.n(M, "Impala") == s.n(M, "Pontiac") - 2),
    ("Neither Rusty nor the driver of the Mercury was sponsored by the tire shop.",
     lambda s: not s.same("Rusty", "tire shop") and not s.same("Mercury", "tire shop")),
    ("Of car #22 and the Cadillac, one was sponsored by the bait shop and the other was knocked out first.",
     lambda s: not s.same("#22", "Cadillac") and (
         (s.same("#22", "bait shop") and s.n(M, "Cadillac") == 4) or
         (s.same("Cadillac", "bait shop") and s.n(M, "#22") == 4))),
    ("Car #8 was driven by Shay.", lambda s: s.same("#8", "Shay")),
    ("The body shop's car lasted longer than #22 but not as long as the Pontiac.",
     lambda s: s.n(M, "#22") < s.n(M, "body shop") < s.n(M, "Pontiac")),
    ("The Lincoln wasn't sponsored by the body shop or the diner.",
     lambda s: not s.same("Lincoln", "body shop") and not s.same("Lincoln", "diner")),
    ("Car #41 lasted 8 minutes less than the feed store's car.",
     lambda s: s.n(M, "#41") == s.n(M, "feed store") - 8),
    ("Ivy's car lasted 2 minutes less than Shay's.", lambda s: s.n(M, "Ivy") == s.n(M, "Shay") - 2),
    ("Tammy didn't drive the Lincoln.", lambda s: not s.same("Tammy", "Lincoln")),
]
NUM = "."
DOT = False
INTRO = ["The last car still moving wins; a car is out once it can no longer move."]
OUTRO = []
REMARKS = INTRO + OUTRO
