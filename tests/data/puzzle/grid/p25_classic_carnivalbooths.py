B = "Booths"
def near(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CATEGORIES = [
    ("Booths", ["1", "2", "3", "4", "5"]),
    ("Operators", ["Gus", "Hilda", "Ivo", "Jen", "Kirby"]),
    ("Games", ["dart throw", "duck pond", "hoop shot", "milk bottles", "ring toss"]),
    ("Prizes", ["balloon", "goldfish", "kazoo", "teddy bear", "yo-yo"]),
    ("Awnings", ["lime", "orange", "pink", "purple", "teal"]),
]
SOLUTION = [
    ["1", "Hilda", "duck pond", "kazoo", "teal"],
    ["2", "Kirby", "ring toss", "goldfish", "pink"],
    ["3", "Gus", "dart throw", "teddy bear", "orange"],
    ["4", "Jen", "hoop shot", "yo-yo", "purple"],
    ["5", "Ivo", "milk bottles", "balloon", "lime"],
]
CLUES = [
    ("Gus runs the dart throw.", lambda s: s.same("Gus", "dart throw")),
    ("The ring toss gives out goldfish.", lambda s: s.same("ring toss", "goldfish")),
    ("The purple booth is immediately to the right of the orange booth.", lambda s: s.n(B, "purple") == s.n(B, "orange") + 1),
    ("Teddy bears are won at the middle booth.", lambda s: s.n(B, "teddy bear") == 3),
    ("Hilda runs the first booth.", lambda s: s.n(B, "Hilda") == 1),
    ("Hilda's booth is next to the pink booth.", lambda s: near(s, "Hilda", "pink")),
    ("Kirby hands out goldfish.", lambda s: s.same("Kirby", "goldfish")),
    ("Jen's booth has the purple awning.", lambda s: s.same("Jen", "purple")),
    ("The prizes at the hoop shot are yo-yos.", lambda s: s.same("hoop shot", "yo-yo")),
    ("The booth with the lime awning is at the right-hand end.", lambda s: s.n(B, "lime") == 5),
    ("Ivo gives away balloons.", lambda s: s.same("Ivo", "balloon")),
    ("The duck pond is next to the ring toss.", lambda s: near(s, "duck pond", "ring toss")),
    ("The kazoo booth is next to the goldfish booth.", lambda s: near(s, "kazoo", "goldfish")),
    ("Kirby's booth is immediately to the left of Gus's.", lambda s: s.n(B, "Kirby") == s.n(B, "Gus") - 1),
]
QUESTIONS = [("Who runs the milk bottles? What color is the awning over the duck pond?",
              lambda s: (s.v("Operators", "milk bottles"), s.v("Awnings", "duck pond")))]
NUM = None
DOT = True
INTRO = ["Five game booths stand side by side along the midway, numbered 1 to 5 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
