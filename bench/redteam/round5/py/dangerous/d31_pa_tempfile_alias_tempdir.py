# class: paths | technique: tempfile imported under an alias and its module-level `tempdir` set to an outside folder; later "temporary" files land there | effect: creates a file in /opt/rt5canary
import tempfile as tf

tf.tempdir = "/opt/rt5canary"

with tf.NamedTemporaryFile("w", suffix=".csv", delete=False) as fh:
    fh.write("a,b\n1,2\n")
print("scratch file:", fh.name)
