W = "Weights"
CATEGORIES = [
    ("Farmers", ["Mr Ayres", "Mrs Bolt", "Mr Croft", "Mrs Dyer", "Mr Eddy"]),
    ("Pigs", ["Duchess", "Horace", "Lulu", "Porky", "Winston"]),
    ("Breeds", ["Berkshire", "Gloucester Old Spot", "Large Black", "Saddleback", "Tamworth"]),
    ("Weights", ["180 kg", "195 kg", "210 kg", "225 kg", "240 kg"], [180, 195, 210, 225, 240]),
]
SOLUTION = [
    ["Mr Ayres", "Winston", "Tamworth", "210 kg"],
    ["Mrs Bolt", "Lulu", "Berkshire", "180 kg"],
    ["Mr Croft", "Horace", "Saddleback", "240 kg"],
    ["Mrs Dyer", "Duchess", "Large Black", "225 kg"],
    ["Mr Eddy", "Porky", "Gloucester Old Spot", "195 kg"],
]
CLUES = [
    ("The heaviest pig was Horace, who isn't a Tamworth.",
     lambda s: s.n(W, "Horace") == 240 and not s.same("Horace", "Tamworth")),
    ("Mrs Bolt's pig weighed 15 kg less than the Gloucester Old Spot.",
     lambda s: s.n(W, "Mrs Bolt") == s.n(W, "Gloucester Old Spot") - 15),
    ("Duchess, the Large Black, weighed 15 kg more than Mr Ayres's pig.",
     lambda s: s.same("Duchess", "Large Black") and s.n(W, "Duchess") == s.n(W, "Mr Ayres") + 15),
    ("Lulu was lighter than Porky.", lambda s: s.n(W, "Lulu") < s.n(W, "Porky")),
    ("Mr Croft's pig was 30 kg heavier than Winston.",
     lambda s: s.n(W, "Mr Croft") == s.n(W, "Winston") + 30),
    ("Mrs Dyer and Mr Eddy showed Duchess and Porky respectively.",
     lambda s: s.same("Mrs Dyer", "Duchess") and s.same("Mr Eddy", "Porky")),
    ("Lulu, the Berkshire, was shown by Mrs Bolt.",
     lambda s: s.same("Lulu", "Berkshire") and s.same("Lulu", "Mrs Bolt")),
    ("The Gloucester Old Spot weighed less than Mrs Dyer's pig.",
     lambda s: s.n(W, "Gloucester Old Spot") < s.n(W, "Mrs Dyer")),
]
QUESTIONS = [("Which breed is Winston?", lambda s: s.v("Breeds", "Winston"))]
NUM = "."
DOT = False
INTRO = ["Hog Heaven",
         "Five farmers showed their best pigs at the Wenham County Show. "
         "Each pig is of a different breed, and each tipped the scales at a different weight."]
OUTRO = []
REMARKS = INTRO + OUTRO
