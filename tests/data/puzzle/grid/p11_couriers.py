# App style: decimal weights in kg, "Of A and B, one ... and the other the ...".
W = "Weights"
def w(s, x):
    return s.n(W, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Couriers", ["Ravi", "Sunniva", "Tomasz", "Ulrike", "Wen"]),
    ("Weights", ["0.8 kg", "1.5 kg", "2.3 kg", "3.1 kg", "4.6 kg"], [8, 15, 23, 31, 46]),
    ("Streets", ["Alder Street", "Birch Avenue", "Canal Street", "Dock Road", "Ely Place"]),
    ("Vehicles", ["bicycle", "cargo bike", "e-scooter", "motorbike", "van"]),
]
SOLUTION = [("Ravi", "2.3 kg", "Dock Road", "cargo bike"), ("Sunniva", "0.8 kg", "Alder Street", "e-scooter"),
            ("Tomasz", "4.6 kg", "Ely Place", "van"), ("Ulrike", "1.5 kg", "Canal Street", "bicycle"),
            ("Wen", "3.1 kg", "Birch Avenue", "motorbike")]
CLUES = [
    ("The heaviest parcel went by van.", lambda s: w(s, "van") == 46),
    ("The parcel for Birch Avenue weighed 0.8 kg more than Ravi's.", lambda s: w(s, "Birch Avenue") == w(s, "Ravi") + 8),
    ("Sunniva's parcel, the lightest of the five, was not for Canal Street.", lambda s: w(s, "Sunniva") == 8 and not s.same("Sunniva", "Canal Street")),
    ("The courier on the bicycle carried 0.7 kg more than Sunniva.", lambda s: w(s, "bicycle") == w(s, "Sunniva") + 7),
    ("Of Wen and the courier bound for Dock Road, one rode the motorbike and the other the cargo bike.",
     lambda s: not s.same("Wen", "Dock Road") and ((s.same("Wen", "motorbike") and s.same("Dock Road", "cargo bike")) or (s.same("Wen", "cargo bike") and s.same("Dock Road", "motorbike")))),
    ("Tomasz delivered to neither Alder Street nor Dock Road.", lambda s: not s.same("Tomasz", "Alder Street") and not s.same("Tomasz", "Dock Road")),
    ("Tomasz's parcel was 1.5 kg heavier than Wen's.", lambda s: w(s, "Tomasz") == w(s, "Wen") + 15),
    ("The e-scooter delivery went to Alder Street.", lambda s: s.same("e-scooter", "Alder Street")),
    ("The parcel for Ely Place was heavier than the one for Birch Avenue.", lambda s: w(s, "Ely Place") > w(s, "Birch Avenue")),
    ("The lightest parcel went by e-scooter.", lambda s: w(s, "e-scooter") == 8),
    ("The cargo bike carried a lighter parcel than the motorbike.", lambda s: w(s, "cargo bike") < w(s, "motorbike")),
]
QUESTIONS = [("What did Ulrike ride?", lambda s: s.v("Vehicles", "Ulrike"))]
