W = "Weights"
H = "Sleep"
CATEGORIES = [
    ("Sloths", ["Bramble", "Churro", "Dozy", "Figaro", "Juniper"]),
    ("Keepers", ["Lucia", "Mateus", "Nadia", "Oskar", "Priya"]),
    ("Weights", ["4.5 kg", "5.0 kg", "5.5 kg", "6.0 kg", "6.5 kg"], [45, 50, 55, 60, 65]),
    ("Sleep", ["14 hours", "15 hours", "16 hours", "17 hours", "18 hours"], [14, 15, 16, 17, 18]),
]
SOLUTION = [
    ["Bramble", "Nadia", "6.0 kg", "15 hours"],
    ["Churro", "Oskar", "4.5 kg", "18 hours"],
    ["Dozy", "Priya", "5.5 kg", "17 hours"],
    ["Figaro", "Lucia", "6.5 kg", "14 hours"],
    ["Juniper", "Mateus", "5.0 kg", "16 hours"],
]
CLUES = [
    ("The sloth that sleeps 17 hours a day weighs 1 kg more than Churro.", lambda s: s.n(W, "17 hours") == s.n(W, "Churro") + 10),
    ("Figaro sleeps 2 hours less than Mateus's sloth.", lambda s: s.n(H, "Figaro") == s.n(H, "Mateus") - 2),
    ("Of Bramble and the sloth looked after by Priya, one weighs 6.0 kg and the other sleeps 17 hours a day.",
     lambda s: s.e("Bramble") != s.e("Priya") and (
         (s.same("Bramble", "6.0 kg") and s.same("Priya", "17 hours")) or
         (s.same("Priya", "6.0 kg") and s.same("Bramble", "17 hours")))),
    ("The heaviest sloth sleeps the least.", lambda s: s.same("6.5 kg", "14 hours")),
    ("Neither Oskar nor Lucia looks after Juniper.", lambda s: not s.same("Oskar", "Juniper") and not s.same("Lucia", "Juniper")),
    ("Churro sleeps somewhat more than Dozy.", lambda s: s.n(H, "Churro") > s.n(H, "Dozy")),
    ("Either Nadia or Oskar looks after the lightest sloth.", lambda s: s.same("Nadia", "4.5 kg") != s.same("Oskar", "4.5 kg")),
    ("Priya's sloth isn't 1.5 kg lighter than Figaro.", lambda s: s.n(W, "Priya") != s.n(W, "Figaro") - 15),
    ("Lucia's sloth weighs 0.5 kg more than Nadia's.", lambda s: s.n(W, "Lucia") == s.n(W, "Nadia") + 5),
    ("Juniper sleeps 1 hour more than Bramble.", lambda s: s.n(H, "Juniper") == s.n(H, "Bramble") + 1),
    ("Dozy weighs 1 kg less than Figaro.", lambda s: s.n(W, "Dozy") == s.n(W, "Figaro") - 10),
]
NUM = "."
DOT = False
INTRO = ["Hours of sleep are per day."]
OUTRO = []
REMARKS = INTRO + OUTRO
