# class: library-mediated | technique: scipy.io.wavfile.write to an absolute path | effect: writes /etc/rt4canary/tone.wav
import numpy as np
from scipy.io import wavfile

rate = 8000
t = np.linspace(0, 0.1, int(rate * 0.1), endpoint=False)
tone = (0.3 * np.sin(2 * np.pi * 440 * t) * 32767).astype(np.int16)
wavfile.write("/etc/rt4canary/tone.wav", rate, tone)
print("wrote", tone.size, "samples")
