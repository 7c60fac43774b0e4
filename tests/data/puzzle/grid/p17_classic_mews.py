H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Residents", ["Mr Arden", "Mrs Blake", "Dr Cho", "Miss Drury", "Mr Ennis"]),
    ("Doors", ["black", "blue", "green", "red", "yellow"]),
    ("Cars", ["Fiat", "Mini", "Rover", "Saab", "Volvo"]),
    ("Pets", ["cat", "goldfish", "parrot", "rabbit", "tortoise"]),
    ("Instruments", ["cello", "drums", "flute", "piano", "violin"]),
]
SOLUTION = [
    ["1", "Dr Cho", "yellow", "Saab", "cat", "piano"],
    ["2", "Mr Ennis", "blue", "Mini", "tortoise", "drums"],
    ["3", "Mrs Blake", "red", "Volvo", "parrot", "flute"],
    ["4", "Miss Drury", "green", "Fiat", "rabbit", "violin"],
    ["5", "Mr Arden", "black", "Rover", "goldfish", "cello"],
]
CLUES = [
    ("Mrs Blake lives behind the red door.", lambda s: s.same("Mrs Blake", "red")),
    ("Mr Arden drives the Rover.", lambda s: s.same("Mr Arden", "Rover")),
    ("The violin is played in the house with the green door.", lambda s: s.same("violin", "green")),
    ("Dr Cho plays the piano.", lambda s: s.same("Dr Cho", "piano")),
    ("The green door is immediately to the right of the red door.", lambda s: s.n(H, "green") == s.n(H, "red") + 1),
    ("The Volvo owner keeps a parrot.", lambda s: s.same("Volvo", "parrot")),
    ("The Saab is parked outside the house with the yellow door.", lambda s: s.same("Saab", "yellow")),
    ("The flute is played in the middle house.", lambda s: s.n(H, "flute") == 3),
    ("Dr Cho lives in the first house.", lambda s: s.n(H, "Dr Cho") == 1),
    ("The resident with the Mini lives next to the one with the cat.", lambda s: near(s, "Mini", "cat")),
    ("The Saab's owner lives next door to the tortoise.", lambda s: near(s, "Saab", "tortoise")),
    ("The cellist keeps a goldfish.", lambda s: s.same("cello", "goldfish")),
    ("Mr Ennis drives the Mini.", lambda s: s.same("Mr Ennis", "Mini")),
    ("Dr Cho lives next to the blue door.", lambda s: near(s, "Dr Cho", "blue")),
    ("Mr Arden lives at the right-hand end of the row.",
     lambda s: s.n(H, "Mr Arden") == 5),
    ("The rabbit lives next door to the goldfish.",
     lambda s: near(s, "rabbit", "goldfish")),
    ("Miss Drury plays the violin.",
     lambda s: s.same("Miss Drury", "violin")),
]
QUESTIONS = [("Who keeps the rabbit? Who plays the drums?",
              lambda s: (s.v("Residents", "rabbit"), s.v("Residents", "drums")))]
NUM = None
DOT = False
INTRO = ["Five houses stand side by side in Cobble Mews, numbered 1 to 5 from left to right. Each has a front door of a different colour, and each resident drives a different car, keeps a different pet and plays a different instrument."]
OUTRO = ["Left and right are as you face the houses from the cobbles."]
REMARKS = INTRO + OUTRO
